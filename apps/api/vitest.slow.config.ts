import { fileURLToPath } from "node:url";
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
 * (20 rounds) runs, and an announcement delivered once by two instances on one PostgreSQL. The crash, fuzz and race files run two at a time: each keeps about one core busy (a
 * server process it restarts, or an in-process app it loads), so one at a time left the second core idle.
 * Then, one at a time: the attachment transfers, which measure a server under 16 parallel downloads, the mail crash, whose first start (migrations and demo data) missed its 120 s bound
 * beside two other files on a loaded machine, and the image memory bound, which measures a server process
 * and must not share the machine with other test files.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...shared,
          name: "proofs",
          globalSetup: [fileURLToPath(import.meta.resolve("@classwise/db/test-setup")), "./test/slow/build-server.ts"],
          include: [
            "test/slow/crash.test.ts",
            "test/security/fuzz.test.ts",
            "test/security/races.test.ts",
            "test/slow/announcements-two-instances.test.ts",
          ],
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...shared,
          name: "alone",
          include: [
            "test/slow/mail-crash.test.ts",
            "test/slow/attachment-transfers.test.ts",
            "test/security/image-memory.test.ts",
          ],
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
