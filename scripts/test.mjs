#!/usr/bin/env node
// `npm test`: typecheck and lint, every workspace's Vitest suite and the Playwright suite against the built
// product (the whole run puts typecheck and lint beside the Playwright suite). Prints one closing line
// `N passed, N failed`.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const steps = [];

const runStarted = Date.now();
const runCpu = childrenCpuSeconds();

/** A finished step as the summary lists it, from its output (the test counts) and its start. */
function stepResult(name, status, out, started, cpu) {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { name, ok: status === 0, seconds, cpu, counts: countTests(out) };
}

function run(name, command, args, env = {}) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const cpuBefore = childrenCpuSeconds();
  const result = spawnSync(command, args, { stdio: ["ignore", "pipe", "inherit"], env: { ...process.env, ...env } });
  const out = result.stdout?.toString() ?? "";
  process.stdout.write(out);
  const cpu = cpuBefore === undefined ? undefined : (childrenCpuSeconds() ?? 0) - cpuBefore;
  steps.push(stepResult(name, result.status, out, started, cpu));
  return result.status === 0;
}

/**
 * `run` without blocking: the step's output is printed when it ends, and its result is recorded at `slot` in
 * the summary, so steps that ran side by side still list in order. Their CPU is counted in the total only.
 */
function runBeside(name, command, args, slot) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "inherit"] });
    const chunks = [];
    child.stdout.on("data", (chunk) => chunks.push(chunk));
    child.on("close", (status) => {
      const out = Buffer.concat(chunks).toString();
      console.log(`\n▶ ${name}`);
      process.stdout.write(out);
      steps[slot] = stepResult(name, status, out, started, undefined);
      resolve(status === 0);
    });
  });
}

/**
 * User and system seconds of the finished child processes and theirs (Linux: /proc/self/stat fields 16 and
 * 17, in ticks of 1/100 s); undefined elsewhere.
 */
function childrenCpuSeconds() {
  try {
    const fields = fs.readFileSync("/proc/self/stat", "utf8").split(") ")[1].split(" ");
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}

const cpuNote = (cpu) => (cpu === undefined ? "" : `, ${cpu.toFixed(0)}s CPU`);

/** Test counts from Vitest's and Playwright's summaries. */
function countTests(out) {
  const plain = out.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g"), "");
  let passed = 0;
  let failed = 0;
  const vitest = plain.match(/^\s*Tests\s+(.*)$/m);
  if (vitest) {
    passed += Number(vitest[1].match(/(\d+) passed/)?.[1] ?? 0);
    failed += Number(vitest[1].match(/(\d+) failed/)?.[1] ?? 0);
  } else {
    passed += Number(plain.match(/^\s*(\d+) passed/m)?.[1] ?? 0);
    failed += Number(plain.match(/^\s*(\d+) failed/m)?.[1] ?? 0);
  }
  return { passed, failed };
}

function findChromium() {
  return [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].find(
    (candidate) => candidate && fs.existsSync(candidate),
  );
}

function ensureChromium() {
  if (findChromium()) return true;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot) {
    console.log("No Chromium found: installing Debian's chromium with apt-get (about a minute)...");
    try {
      execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
      execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit" });
    } catch {
      console.log("apt-get could not install chromium.");
    }
    if (findChromium()) return true;
  }
  console.log("No Chromium found: downloading Playwright's own with `npx playwright install chromium`...");
  const result = spawnSync(npm, ["exec", "-w", "@classwise/e2e", "--", "playwright", "install", "chromium"], {
    stdio: "inherit",
  });
  return result.status === 0;
}

const only = process.argv[2];
let ok = true;
const unitName = (workspace) => `unit and integration tests (${workspace})`;
const unitArgs = (workspace) => ["run", "-s", "test", "-w", workspace];
if (only === "check") ok = run("typecheck and lint", npm, ["run", "-s", "check"]) && ok;
if (only === "unit") {
  for (const workspace of ["@classwise/shared", "@classwise/api", "@classwise/seed", "@classwise/web"]) {
    ok = run(unitName(workspace), npm, unitArgs(workspace)) && ok;
  }
}
if (!only) {
  // The whole run: the seed's and the web app's suites, then typecheck and lint, run beside the end-to-end
  // suite, which mostly waits on its browsers and servers (well under a core of the two), instead of before or
  // after it. Typecheck and lint keep the first line of the summary.
  const checkSlot = steps.length;
  steps.push(undefined);
  for (const workspace of ["@classwise/shared", "@classwise/api"]) {
    ok = run(unitName(workspace), npm, unitArgs(workspace)) && ok;
  }
  ok = run("build the web app", npm, ["run", "-s", "build"]) && ok;
  const besideSlot = steps.length;
  steps.push(undefined, undefined);
  console.log(
    "\n▶ seed, web and end-to-end suites and typecheck and lint side by side (each one's output when it ends)",
  );
  const beside = (async () => {
    let fine = await runBeside(unitName("@classwise/seed"), npm, unitArgs("@classwise/seed"), besideSlot);
    fine = (await runBeside(unitName("@classwise/web"), npm, unitArgs("@classwise/web"), besideSlot + 1)) && fine;
    // .ci/run starts its PostgreSQL stage here, beside the rest of the end-to-end suite: the web suite's
    // screens wait on timers of a second, which a third heavy job beside them made miss.
    console.log("\n▶ seed and web suites done; the end-to-end suite goes on");
    return (await runBeside("typecheck and lint", npm, ["run", "-s", "check"], checkSlot)) && fine;
  })();
  const e2eStarted = Date.now();
  let e2eOk = false;
  if (ensureChromium()) {
    e2eOk = await runBeside(
      "end-to-end tests (Playwright, Chromium)",
      npm,
      ["run", "-s", "test", "-w", "@classwise/e2e"],
      steps.length,
    );
  } else {
    steps.push({ name: "end-to-end tests", ok: false, seconds: "0", counts: { passed: 0, failed: 1 } });
  }
  ok = (await beside) && e2eOk && ok;
  console.log(
    `\nseed, web and end-to-end suites and typecheck and lint side by side: ${((Date.now() - e2eStarted) / 1000).toFixed(1)}s`,
  );
}
if (only === "e2e") {
  ok = run("build the web app", npm, ["run", "-s", "build"]) && ok;
  if (ensureChromium()) {
    ok = run("end-to-end tests (Playwright, Chromium)", npm, ["run", "-s", "test", "-w", "@classwise/e2e"]) && ok;
  } else {
    steps.push({ name: "end-to-end tests", ok: false, seconds: "0", counts: { passed: 0, failed: 1 } });
    ok = false;
  }
}

let passed = 0;
let failed = 0;
console.log("\nSummary");
for (const step of steps) {
  passed += step.counts.passed;
  failed += step.counts.failed + (step.ok || step.counts.failed ? 0 : 1);
  console.log(
    `  ${step.ok ? "✔" : "✘"} ${step.name} (${step.seconds}s${cpuNote(step.cpu)}, ${step.counts.passed} passed)`,
  );
}
const totalCpu = runCpu === undefined ? undefined : (childrenCpuSeconds() ?? 0) - runCpu;
console.log(`  total ${((Date.now() - runStarted) / 1000).toFixed(1)}s${cpuNote(totalCpu)}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
