import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    globalSetup: [fileURLToPath(import.meta.resolve("@classwise/db/test-setup"))],
    include: ["test/**/*.test.ts"],
    // The slow proofs run on their own (vitest.slow.config.ts), one file at a time: the image memory bound
    // measures a server process and must not share the machine with other test files. The cluster suite
    // (vitest.cluster.config.ts) starts processes, HAProxy and PgBouncer of its own.
    exclude: ["test/slow/**", "test/cluster/**", "test/security/image-memory.test.ts", "**/node_modules/**"],
    // Two files at a time: Vitest's default on a two-core machine is one.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // A worker keeps its modules between test files: each file builds its own app on its own database, and
    // importing the app once per worker instead of once per file takes about a third off the suite's CPU.
    isolate: false,
  },
});
