#!/usr/bin/env node
// Copy-paste gate of `npm run check`: jscpd over the sources named in .jscpd.json (its `threshold` fails the
// run past that share of duplicated lines), then a ceiling of zero verbatim clones: code that means the same
// thing in two places moves to one home (docs/architecture.md says where each job lives). Code that only looks
// alike but means different things is left as it is, without comments about it.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Verbatim clones allowed. */
const MAX_CLONES = 0;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const output = fs.mkdtempSync(path.join(os.tmpdir(), "jscpd-"));
try {
  const run = spawnSync(
    path.join(root, "node_modules/.bin/jscpd"),
    ["--config", ".jscpd.json", "--reporters", "console,json", "--output", output],
    { cwd: root, stdio: "inherit" },
  );
  if (run.status !== 0) process.exit(run.status ?? 1);
  const report = JSON.parse(fs.readFileSync(path.join(output, "jscpd-report.json"), "utf8"));
  const clones = report.statistics.total.clones;
  if (clones > MAX_CLONES) {
    console.error(
      `check-duplicates: ${clones} clones, the ceiling is ${MAX_CLONES}. Move the repeated code to one home ` +
        "(docs/architecture.md says where each job lives) instead of copying it.",
    );
    process.exit(1);
  }
  console.log(`check-duplicates: ${clones} clones (ceiling ${MAX_CLONES}).`);
} finally {
  fs.rmSync(output, { recursive: true, force: true });
}
