import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Builds the API bundle that the slow suite's server processes run (what `npm start` runs). */
export default function setup() {
  const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
  execFileSync(process.execPath, ["scripts/build.mjs"], { cwd: apiRoot, stdio: "inherit" });
}
