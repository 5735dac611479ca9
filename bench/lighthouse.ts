/**
 * Front-end budgets with Lighthouse 12, measured on the built product beside a trivial page in the same run
 * (so a busy machine shows up as a low score on the trivial page too, not as a regression):
 *
 *   npm run build && npm run lighthouse -w @classwise/bench
 *
 * Starts the product in production mode on a fresh data directory with the demo data (BENCH_PORT, default
 * 3151, on 127.0.0.1) and a one-paragraph page on BENCH_PORT + 1, then runs Lighthouse in Chromium
 * (CHROMIUM_PATH, else /usr/bin/chromium) BENCH_RUNS times (default 5) per page, mobile and desktop, and
 * prints the median and the worst run of each figure (the minimum score, the largest LCP, TBT, CLS and
 * script size). The budgets judge the worst run:
 *   - accessibility and best practices 100 and cumulative layout shift <= 0.02 on every public page;
 *   - on home, catalogue, class details, sign-in and registration: performance >= 90 on mobile and 100 on
 *     desktop, total blocking time <= 200 ms, largest contentful paint <= 2.5 s on mobile, and JavaScript
 *     before any interaction <= 80 KB compressed: the Brotli bodies of the scripts the page loads ("on wire"
 *     beside it adds each response's headers, which HTTP/2 would compress).
 * A run that Lighthouse itself could not record (NO_NAVSTART and the like) is repeated, up to three times.
 * The catalogue and the class details need a signed-in user: they run with the demo student's session
 * cookie. BENCH_PAGES (e.g. "home,catalogue") narrows the run; BENCH_REPORT_DIR keeps every report as JSON.
 * Figures, not assertions; the exit code is 0 either way.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Flags, type RunnerResult } from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(process.env.BENCH_PORT ?? 3151);
const trivialPort = port + 1;
const base = `http://127.0.0.1:${port}`;
const runs = Number(process.env.BENCH_RUNS ?? 5);
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const demoPassword = "bench-lighthouse-demo";
const JS_BUDGET_BYTES = 80 * 1024;
const TBT_BUDGET_MS = 200;
const LCP_BUDGET_MS = 2500;

type FormFactor = "mobile" | "desktop";

interface PageSpec {
  name: string;
  path: string;
  /** The performance, blocking time, paint and script budgets apply (home, catalogue, details, sign-in, registration). */
  perfBudget: boolean;
  signedIn: boolean;
}

/** A run's figures, or a summary of several runs. */
interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  /** Compressed bodies of the scripts loaded (what the budget counts). */
  scriptBytes: number;
  /** The same responses as transferred, headers included (HTTP/1.1 sends them uncompressed). */
  scriptTransferBytes: number;
  scriptFiles: number;
}

interface Sample extends Figures {
  failing: string[];
  /** Lighthouse could not record the run (its runtimeError), so the figures mean nothing. */
  runtimeError?: string;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const worstLow = (values: number[]) => Math.min(...values);
const worstHigh = (values: number[]) => Math.max(...values);

async function waitForHealth(url: string, child: ChildProcess) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error("server did not become healthy within 120 s");
}

function startProduct(dataDir: string) {
  const webDist = path.join(repoRoot, "apps/web/dist");
  if (!fs.existsSync(path.join(webDist, "index.html"))) throw new Error("no built web app: run `npm run build` first");
  const log = fs.openSync(path.join(dataDir, "server.log"), "w");
  return spawn(process.execPath, ["--import", "tsx", "apps/api/src/server.ts"], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: base,
      DATA_DIR: path.join(dataDir, "data"),
      WEB_DIST: webDist,
      DEMO: "on",
      DEMO_PASSWORD: demoPassword,
      LOG_LEVEL: "warn",
      RATE_LIMIT_MAX: "10000",
    },
    stdio: ["ignore", log, log],
  });
}

/** The simplest page there is: what Lighthouse scores on this machine with nothing to load. */
function startTrivialPage() {
  const body =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="A trivial page"><title>Trivial page</title></head><body><main><h1>Trivial page</h1><p>One paragraph of text.</p></main></body></html>';
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-cache" });
    response.end(body);
  });
  return new Promise<http.Server>((resolve) => server.listen(trivialPort, "127.0.0.1", () => resolve(server)));
}

async function studentCookie(): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email: "student@classwise.demo", password: demoPassword }),
  });
  if (!response.ok) throw new Error(`demo student sign-in answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

async function firstApprovedClassId(): Promise<string> {
  const response = await fetch(`${base}/api/classes?page=1&limit=1&status=approved`);
  const body = (await response.json()) as { classes: { _id: string }[] };
  const id = body.classes[0]?._id;
  if (!id) throw new Error("the demo data has no approved class");
  return id;
}

async function measure(url: string, formFactor: FormFactor, chromePort: number, cookie?: string): Promise<Sample> {
  const flags: Flags = {
    port: chromePort,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices"],
    // The not-found page answers 404 on purpose (a real status for an unknown path); it is audited all the same.
    ignoreStatusCode: true,
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  };
  const result = (await lighthouse(url, flags, formFactor === "desktop" ? desktopConfig : undefined)) as
    | RunnerResult
    | undefined;
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const runtimeError = result.lhr.runtimeError ? `${result.lhr.runtimeError.code}` : undefined;
  if (process.env.BENCH_REPORT_DIR) {
    fs.mkdirSync(process.env.BENCH_REPORT_DIR, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, "_") || "_"}-${formFactor}-${Date.now()}.json`;
    fs.writeFileSync(path.join(process.env.BENCH_REPORT_DIR, name), JSON.stringify(result.lhr));
  }
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const requests = (
    audits["network-requests"]?.details as {
      items?: { url: string; resourceType?: string; transferSize?: number }[];
    }
  )?.items;
  const scripts = (requests ?? []).filter((item) => item.resourceType === "Script");
  const failing = Object.values(categories)
    .filter((category) => category.id !== "performance")
    .flatMap((category) => category.auditRefs)
    .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    cls: audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
    lcpMs: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    tbtMs: audits["total-blocking-time"]?.numericValue ?? Number.NaN,
    scriptBytes: await compressedBodyBytes(scripts.map((item) => item.url)),
    scriptTransferBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    scriptFiles: scripts.length,
    failing: [...new Set(failing)],
    ...(runtimeError ? { runtimeError } : {}),
  };
}

/** One recorded run: a run Lighthouse could not record is repeated (up to three attempts). */
async function measureRecorded(url: string, formFactor: FormFactor, chromePort: number, cookie?: string) {
  for (let attempt = 1; ; attempt += 1) {
    const sample = await measure(url, formFactor, chromePort, cookie);
    if (!sample.runtimeError) return sample;
    console.log(
      `  ${url} (${formFactor}): Lighthouse could not record the run (${sample.runtimeError}), attempt ${attempt}`,
    );
    if (attempt === 3) return sample;
  }
}

/** The Brotli-compressed body size of each URL as this server sends it to a browser. */
async function compressedBodyBytes(urls: string[]): Promise<number> {
  const sizes = await Promise.all(
    urls.map(
      (url) =>
        new Promise<number>((resolve, reject) => {
          http
            .get(url, { headers: { "Accept-Encoding": "br, gzip" } }, (response) => {
              let bytes = 0;
              response.on("data", (chunk: Buffer) => {
                bytes += chunk.length;
              });
              response.on("end", () => resolve(bytes));
            })
            .on("error", reject);
        }),
    ),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

/** The median of each figure, and the worst run's: the lowest score, the highest time, shift and size. */
function summarise(samples: Sample[]): { median: Figures; worst: Figures; failing: string[] } {
  const figures = (lowScore: (values: number[]) => number, highCost: (values: number[]) => number): Figures => ({
    performance: lowScore(samples.map((s) => s.performance)),
    accessibility: lowScore(samples.map((s) => s.accessibility)),
    bestPractices: lowScore(samples.map((s) => s.bestPractices)),
    cls: highCost(samples.map((s) => s.cls)),
    lcpMs: highCost(samples.map((s) => s.lcpMs)),
    tbtMs: highCost(samples.map((s) => s.tbtMs)),
    scriptBytes: highCost(samples.map((s) => s.scriptBytes)),
    scriptTransferBytes: highCost(samples.map((s) => s.scriptTransferBytes)),
    scriptFiles: highCost(samples.map((s) => s.scriptFiles)),
  });
  return {
    median: figures(median, median),
    worst: figures(worstLow, worstHigh),
    failing: [...new Set(samples.flatMap((s) => s.failing))],
  };
}

const row = (label: string, form: string, f: Figures) =>
  `${label.padEnd(16)} ${form.padEnd(15)} ${String(f.performance).padStart(5)} ${String(f.accessibility).padStart(5)} ${String(f.bestPractices).padStart(5)} ${f.cls.toFixed(3).padStart(7)} ${`${Math.round(f.lcpMs)} ms`.padStart(8)} ${`${Math.round(f.tbtMs)} ms`.padStart(7)} ${`${(f.scriptBytes / 1024).toFixed(1)} KB (${f.scriptFiles})`.padStart(16)} ${`${(f.scriptTransferBytes / 1024).toFixed(1)} KB`.padStart(9)}`;

const mark = (ok: boolean) => (ok ? "ok  " : "MISS");

async function main() {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "classwise-lighthouse-"));
  const product = startProduct(scratch);
  const trivial = await startTrivialPage();
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    await waitForHealth(base, product);
    const cookie = await studentCookie();
    const classId = await firstApprovedClassId();
    const pages: PageSpec[] = [
      { name: "trivial page", path: `http://127.0.0.1:${trivialPort}/`, perfBudget: false, signedIn: false },
      { name: "home", path: "/", perfBudget: true, signedIn: false },
      { name: "catalogue", path: "/all-classes", perfBudget: true, signedIn: true },
      { name: "class details", path: `/all-classes/${classId}`, perfBudget: true, signedIn: true },
      { name: "login", path: "/login", perfBudget: true, signedIn: false },
      { name: "register", path: "/register", perfBudget: true, signedIn: false },
      { name: "forgot password", path: "/forgot-password", perfBudget: false, signedIn: false },
      { name: "not found", path: "/no-such-page", perfBudget: false, signedIn: false },
    ];
    const { version } = createRequire(import.meta.url)("lighthouse/package.json") as { version: string };
    console.log(`Lighthouse ${version}, Chromium at ${chromePath}, ${runs} runs per page: median and worst run\n`);
    const header = `${"page".padEnd(16)} ${"form".padEnd(15)} ${"perf".padStart(5)} ${"a11y".padStart(5)} ${"bp".padStart(5)} ${"CLS".padStart(7)} ${"LCP".padStart(8)} ${"TBT".padStart(7)} ${"JS (files)".padStart(16)} ${"on wire".padStart(9)}  budgets`;
    console.log(header);
    console.log("-".repeat(header.length + 20));
    // BENCH_PAGES=home,catalogue narrows the run to those pages (the trivial page always runs).
    const only = process.env.BENCH_PAGES?.split(",").map((name) => name.trim());
    const selected = pages.filter((page) => !only || page.name === "trivial page" || only.includes(page.name));
    for (const page of selected) {
      for (const formFactor of ["mobile", "desktop"] as const) {
        const url = page.path.startsWith("http") ? page.path : `${base}${page.path}`;
        const samples: Sample[] = [];
        for (let run = 0; run < runs; run += 1) {
          samples.push(await measureRecorded(url, formFactor, chrome.port, page.signedIn ? cookie : undefined));
        }
        const { median: mid, worst, failing } = summarise(samples);
        const isTrivial = page.name === "trivial page";
        const checks: string[] = [];
        if (!isTrivial) {
          checks.push(`${mark(worst.accessibility === 100)} a11y 100`, `${mark(worst.bestPractices === 100)} bp 100`);
          checks.push(`${mark(worst.cls <= 0.02)} CLS <= 0.02`);
          if (page.perfBudget) {
            const target = formFactor === "mobile" ? 90 : 100;
            checks.push(`${mark(worst.performance >= target)} perf >= ${target}`);
            checks.push(`${mark(worst.tbtMs <= TBT_BUDGET_MS)} TBT <= ${TBT_BUDGET_MS} ms`);
            if (formFactor === "mobile") checks.push(`${mark(worst.lcpMs <= LCP_BUDGET_MS)} LCP <= 2.5 s`);
            checks.push(`${mark(worst.scriptBytes <= JS_BUDGET_BYTES)} JS <= 80 KB`);
          }
        }
        console.log(row(page.name, `${formFactor} median`, mid));
        console.log(`${row("", `${formFactor} worst`, worst)}  ${checks.join(", ")}`);
        if (failing.length > 0 && !isTrivial) console.log(`${" ".repeat(26)}failing audits: ${failing.join(", ")}`);
      }
    }
  } finally {
    chrome.kill();
    trivial.close();
    product.kill("SIGTERM");
    await new Promise((resolve) => product.once("exit", resolve));
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
