#!/usr/bin/env node
// Compiles the API (and the shared package it imports) into dist/: one ES module per entry point, with the
// npm dependencies left as imports. Production runs plain JavaScript: no compiler at start
// (docs/decisions/0016-compiled-api.md).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
// Workspace packages are TypeScript sources: they go into the bundle; everything else stays external.
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith("@classwise/"));

const outdir = path.join(root, "dist");
fs.rmSync(outdir, { recursive: true, force: true });
const started = performance.now();
await build({
  absWorkingDir: root,
  entryPoints: { server: "src/server.ts", migrate: "src/db/migrate-cli.ts", admin: "src/cli/admin.ts" },
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
fs.cpSync(path.join(root, "src/db/migrations"), path.join(outdir, "migrations"), { recursive: true });
console.log(
  `API compiled to ${path.relative(process.cwd(), outdir) || "dist"} in ${Math.round(performance.now() - started)} ms`,
);
