/**
 * Front-end budgets with Lighthouse 12, measured on the built product beside a trivial page in the same run
 * (so a busy machine shows up as a low score on the trivial page too, not as a regression):
 *
 *   npm run build && npm run lighthouse -w @classwise/bench
 *
 * Starts the product in production mode on a fresh data directory with the demo data (BENCH_PORT, default
 * 3151, on 127.0.0.1) and a one-paragraph page on BENCH_PORT + 1, then runs Lighthouse in Chromium
 * (CHROMIUM_PATH, else /usr/bin/chromium) BENCH_RUNS times (default 3) per page, mobile and desktop, and
 * prints the medians beside the budgets:
 *   - accessibility and best practices 100 on every public page;
 *   - performance >= 90 on mobile and 100 on desktop for home, catalogue and class details;
 *   - cumulative layout shift <= 0.02 on every page;
 *   - home page JavaScript before any interaction <= 100 KB compressed: the Brotli bodies of the scripts the
 *     page loads ("on wire" beside it adds each response's headers, which HTTP/2 would compress).
 * The catalogue and the class details need a signed-in user: they run with the demo student's session
 * cookie. BENCH_PAGES (e.g. "home,catalogue") narrows the run. Figures, not assertions; the exit code is 0
 * either way.
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
const runs = Number(process.env.BENCH_RUNS ?? 3);
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const demoPassword = "bench-lighthouse-demo";
const JS_BUDGET_BYTES = 100 * 1024;

type FormFactor = "mobile" | "desktop";

interface PageSpec {
  name: string;
  path: string;
  /** Performance budget applies (home, catalogue, details). */
  perfBudget: boolean;
  signedIn: boolean;
}

interface Sample {
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
  failing: string[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

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
  if (result.lhr.runtimeError)
    console.log(`  ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
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
  };
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

function summarise(samples: Sample[]) {
  return {
    performance: median(samples.map((s) => s.performance)),
    accessibility: median(samples.map((s) => s.accessibility)),
    bestPractices: median(samples.map((s) => s.bestPractices)),
    cls: median(samples.map((s) => s.cls)),
    lcpMs: median(samples.map((s) => s.lcpMs)),
    tbtMs: median(samples.map((s) => s.tbtMs)),
    scriptBytes: median(samples.map((s) => s.scriptBytes)),
    scriptTransferBytes: median(samples.map((s) => s.scriptTransferBytes)),
    scriptFiles: median(samples.map((s) => s.scriptFiles)),
    failing: [...new Set(samples.flatMap((s) => s.failing))],
  };
}

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
      { name: "login", path: "/login", perfBudget: false, signedIn: false },
      { name: "register", path: "/register", perfBudget: false, signedIn: false },
      { name: "forgot password", path: "/forgot-password", perfBudget: false, signedIn: false },
      { name: "not found", path: "/no-such-page", perfBudget: false, signedIn: false },
    ];
    const { version } = createRequire(import.meta.url)("lighthouse/package.json") as { version: string };
    console.log(`Lighthouse ${version}, Chromium at ${chromePath}, medians of ${runs} runs\n`);
    const header = `${"page".padEnd(16)} ${"form".padEnd(8)} ${"perf".padStart(5)} ${"a11y".padStart(5)} ${"bp".padStart(5)} ${"CLS".padStart(7)} ${"LCP".padStart(8)} ${"TBT".padStart(7)} ${"JS (files)".padStart(16)} ${"on wire".padStart(9)}  budgets`;
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
          samples.push(await measure(url, formFactor, chrome.port, page.signedIn ? cookie : undefined));
        }
        const m = summarise(samples);
        const isTrivial = page.name === "trivial page";
        const checks: string[] = [];
        if (!isTrivial) {
          checks.push(`${mark(m.accessibility === 100)} a11y 100`, `${mark(m.bestPractices === 100)} bp 100`);
          checks.push(`${mark(m.cls <= 0.02)} CLS <= 0.02`);
          if (page.perfBudget) {
            const target = formFactor === "mobile" ? 90 : 100;
            checks.push(`${mark(m.performance >= target)} perf >= ${target}`);
          }
          if (page.name === "home") checks.push(`${mark(m.scriptBytes <= JS_BUDGET_BYTES)} JS <= 100 KB`);
        }
        console.log(
          `${page.name.padEnd(16)} ${formFactor.padEnd(8)} ${String(m.performance).padStart(5)} ${String(m.accessibility).padStart(5)} ${String(m.bestPractices).padStart(5)} ${m.cls.toFixed(3).padStart(7)} ${`${Math.round(m.lcpMs)} ms`.padStart(8)} ${`${Math.round(m.tbtMs)} ms`.padStart(7)} ${`${(m.scriptBytes / 1024).toFixed(1)} KB (${m.scriptFiles})`.padStart(16)} ${`${(m.scriptTransferBytes / 1024).toFixed(1)} KB`.padStart(9)}  ${checks.join(", ")}`,
        );
        if (m.failing.length > 0 && !isTrivial) console.log(`${" ".repeat(26)}failing audits: ${m.failing.join(", ")}`);
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
