#!/usr/bin/env node
// Compiles the API, the shared package and its npm dependencies into dist/: one ES module per entry point
// plus shared chunks. Production runs plain JavaScript: no compiler at start, and no resolving and
// reading of every dependency's files one by one (docs/decisions/0016-compiled-api.md).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// Stay as imports from node_modules: packages that load files beside their own code at run time (native
// binaries, WebAssembly, worker scripts, static assets), and the lazily imported payment and mail SDKs,
// which most servers never load.
const external = [
  "sharp",
  "@electric-sql/pglite",
  "@fastify/swagger-ui",
  "pino",
  "thread-stream",
  "stripe",
  "@aws-sdk/client-s3",
  "nodemailer",
  "pg-native",
];

const outdir = path.join(root, "dist");
fs.rmSync(outdir, { recursive: true, force: true });
const started = performance.now();
await build({
  absWorkingDir: root,
  entryPoints: { server: "src/server.ts", migrate: "src/cli/migrate.ts", admin: "src/cli/admin.ts" },
  outdir,
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20.19",
  external: [...external, ...external.map((name) => `${name}/*`)],
  sourcemap: "linked",
  legalComments: "none",
  logLevel: "warning",
  // Some dependencies are CommonJS and call require(); give the ES module output one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
// The migrations are SQL files beside the database package's sources, read at run time.
const migrations = path.join(path.dirname(fileURLToPath(import.meta.resolve("@classwise/db/schema"))), "migrations");
fs.cpSync(migrations, path.join(outdir, "migrations"), { recursive: true });
console.log(
  `API compiled to ${path.relative(process.cwd(), outdir) || "dist"} in ${Math.round(performance.now() - started)} ms`,
);
