import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * The slow security proofs (`npm run test:slow`, run by .ci/run): kill -9 and database outages with real
 * server processes (running the compiled bundle), and the full-size fuzz (10,000 requests) and race
 * (20 rounds) runs.
 */
export default defineConfig({
  test: {
    globalSetup: [fileURLToPath(import.meta.resolve("@classwise/db/test-setup")), "./test/slow/build-server.ts"],
    include: [
      "test/slow/**/*.test.ts",
      "test/security/fuzz.test.ts",
      "test/security/races.test.ts",
      "test/security/image-memory.test.ts",
    ],
    testTimeout: 900_000,
    hookTimeout: 120_000,
    pool: "forks",
    fileParallelism: false,
    // SERVER_FROM_DIST: server processes run the bundle built by build-server.ts, as `npm start` does.
    env: { SECURITY_FULL: "1", SERVER_FROM_DIST: "1" },
  },
});
