import { defineConfig } from "vitest/config";

const shared = {
  testTimeout: 900_000,
  hookTimeout: 120_000,
  pool: "forks" as const,
  // SERVER_FROM_DIST: server processes run the bundle built by build-server.ts, as `npm start` does.
  env: { SECURITY_FULL: "1", SERVER_FROM_DIST: "1" },
};

/**
 * The slow security proofs (`npm run test:slow`, run by .ci/run): kill -9 and database outages with real
 * server processes (running the compiled bundle), and the full-size fuzz (10,000 requests) and race
 * (20 rounds) runs. Two files at a time: each keeps about one core busy (a server process it restarts, or an
 * in-process app it loads), so one at a time left the second core idle. The image memory bound measures a
 * server process and must not share the machine with other test files: it runs alone, after the others.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...shared,
          name: "proofs",
          globalSetup: ["./test/global-setup.ts", "./test/slow/build-server.ts"],
          include: ["test/slow/**/*.test.ts", "test/security/fuzz.test.ts", "test/security/races.test.ts"],
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...shared,
          name: "image memory",
          include: ["test/security/image-memory.test.ts"],
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
