import { defineConfig } from "vitest/config";

/**
 * The cluster suite (`npm run test:cluster`, docs/scaling.md): API processes running the compiled bundle on one
 * PostgreSQL (TEST_DATABASE_URL's server, or a throwaway one), behind HAProxy, directly and through PgBouncer
 * in transaction mode. One file at a time: each starts its own processes.
 */
export default defineConfig({
  test: {
    globalSetup: ["./test/slow/build-server.ts"],
    include: ["test/cluster/**/*.test.ts"],
    testTimeout: 600_000,
    hookTimeout: 300_000,
    pool: "forks",
    fileParallelism: false,
    env: { SERVER_FROM_DIST: "1" },
  },
});
