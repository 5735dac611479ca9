#!/usr/bin/env node
// Import direction of the web app (docs/architecture.md): shared code (components/ui, lib) <- features <- app.
// A feature imports shared code and its own files only, never another feature; shared code never imports a
// feature or the app. Part of `npm run check`; prints each import that breaks the rule and exits 1.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const src = path.join(root, "apps/web/src");
const specifierPattern = /(?:from\s+|import\s*\(\s*|import\s+)["']([^"']+)["']/g;

function* sourceFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx)$/.test(entry.name)) yield full;
  }
}

/** The layer a file under src/ belongs to: app, shared, or feature:<name>. */
function layerOf(file) {
  const [top, second] = path.relative(src, file).split(path.sep);
  if (top === "features") return `feature:${second}`;
  if (top === "components" || top === "lib") return "shared";
  return "app"; // app/, main.tsx and the type declarations at the root
}

function isAllowed(from, to) {
  if (from === "app" || to === "shared") return true;
  if (from.startsWith("feature:")) return to === from;
  return false;
}

const problems = [];
for (const file of sourceFiles(src)) {
  const text = fs.readFileSync(file, "utf8");
  for (const match of text.matchAll(specifierPattern)) {
    const specifier = match[1];
    if (!specifier.startsWith(".")) continue; // packages: @classwise/shared and libraries
    const target = path.resolve(path.dirname(file), specifier);
    if (!target.startsWith(`${src}${path.sep}`)) continue; // assets outside src are not layered
    const from = layerOf(file);
    const to = layerOf(target);
    if (!isAllowed(from, to)) {
      const line = text.slice(0, match.index).split("\n").length;
      problems.push(`${path.relative(root, file)}:${line}: ${from} must not import ${to} (${specifier})`);
    }
  }
}

if (problems.length > 0) {
  console.error(`Import direction: ${problems.length} import(s) against shared <- features <- app:`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log("Import direction: shared <- features <- app holds.");
