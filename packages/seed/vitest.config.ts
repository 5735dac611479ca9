import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // The API's setup: one migrated database per run (a PGlite snapshot, or with TEST_DATABASE_URL a PostgreSQL
    // template) that the API's test helpers copy for each file.
    globalSetup: [fileURLToPath(import.meta.resolve("@classwise/db/test-setup"))],
    include: ["test/**/*.test.ts"],
    // Two files at a time: Vitest's default on a two-core machine is one.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
