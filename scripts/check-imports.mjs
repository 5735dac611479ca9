#!/usr/bin/env node
// Import direction (docs/architecture.md). In the web app: shared code (components/ui, lib) <- features <- app;
// a feature imports shared code and its own files only, never another feature; shared code never imports a
// feature or the app. Between the API and the seed workspace (decision 25): the seed builds on the API through
// the API's package exports, and the API reaches the seed only by the dynamic import of `@classwise/seed/demo`
// in its start-up, never statically and never into the seed's files. Part of `npm run check`; prints each
// import that breaks a rule and exits 1.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const src = path.join(root, "apps/web/src");
const apiSrc = path.join(root, "apps/api/src");
const seedRoot = path.join(root, "packages/seed");
const specifierPattern = /(?:from\s+|import\s*\(\s*|import\s+)["']([^"']+)["']/g;

function* sourceFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.name === "node_modules") continue;
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
const where = (file, text, index) => `${path.relative(root, file)}:${text.slice(0, index).split("\n").length}`;
for (const file of sourceFiles(src)) {
  const text = fs.readFileSync(file, "utf8");
  for (const match of text.matchAll(specifierPattern)) {
    const specifier = match[1];
    if (!specifier.startsWith(".")) continue; // packages: @classwise/shared and libraries
    const target = path.resolve(path.dirname(file), specifier);
    if (!target.startsWith(`${src}${path.sep}`)) continue; // assets outside src are not layered
    const from = layerOf(file);
    const to = layerOf(target);
    if (!isAllowed(from, to))
      problems.push(`${where(file, text, match.index)}: ${from} must not import ${to} (${specifier})`);
  }
}

/** Why an import in apps/api/src breaks the API <- seed direction, or undefined when it does not. */
function apiToSeedProblem(file, match) {
  const specifier = match[1];
  const dynamic = /^import\s*\(/.test(match[0]);
  if (specifier === "@classwise/seed" || specifier.startsWith("@classwise/seed/")) {
    if (!dynamic)
      return `the API must not import the seed statically (${specifier}); use import("@classwise/seed/demo")`;
    if (specifier !== "@classwise/seed/demo")
      return `the API reaches the seed only through @classwise/seed/demo (${specifier})`;
    if (file !== path.join(apiSrc, "startup.ts")) return `only startup.ts loads the demo (${specifier})`;
    return undefined;
  }
  if (specifier.startsWith(".") && path.resolve(path.dirname(file), specifier).startsWith(`${seedRoot}${path.sep}`))
    return `the API must not import the seed's files (${specifier})`;
  return undefined;
}

for (const file of sourceFiles(apiSrc)) {
  const text = fs.readFileSync(file, "utf8");
  for (const match of text.matchAll(specifierPattern)) {
    const problem = apiToSeedProblem(file, match);
    if (problem) problems.push(`${where(file, text, match.index)}: ${problem}`);
  }
}

// The seed uses the API's package exports (apps/api/package.json), not paths into its files.
for (const file of sourceFiles(seedRoot)) {
  const text = fs.readFileSync(file, "utf8");
  for (const match of text.matchAll(specifierPattern)) {
    const specifier = match[1];
    if (!specifier.startsWith(".")) continue;
    const target = path.resolve(path.dirname(file), specifier);
    if (!target.startsWith(`${seedRoot}${path.sep}`))
      problems.push(
        `${where(file, text, match.index)}: the seed imports the API through @classwise/api (${specifier})`,
      );
  }
}

if (problems.length > 0) {
  console.error(`Import direction: ${problems.length} import(s) against shared <- features <- app or API <- seed:`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log("Import direction: shared <- features <- app and API <- seed hold.");
