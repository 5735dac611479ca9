/**
 * HTTP throughput of the read paths a visitor and a signed-in student hit most, against a running server.
 *
 *   BENCH_URL=http://127.0.0.1:3000 BENCH_ORIGIN=<the server's PUBLIC_URL> BENCH_EMAIL=student@classwise.demo BENCH_PASSWORD=… npm run http -w @classwise/bench
 *
 * Sends traffic only to BENCH_URL (default http://127.0.0.1:3000, which must be a loopback address), for
 * BENCH_SECONDS (default 10) per endpoint with BENCH_CONNECTIONS (default 20) connections, and prints
 * requests per second and latency percentiles. Figures, not assertions.
 */
import autocannon from "autocannon";
import { formatMs } from "./common.js";

const base = process.env.BENCH_URL ?? "http://127.0.0.1:3000";
const host = new URL(base).hostname;
if (!["127.0.0.1", "localhost", "::1", "[::1]"].includes(host)) {
  throw new Error(`BENCH_URL must point at this machine (loopback), got ${host}`);
}
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

async function bearerToken(): Promise<string | undefined> {
  const email = process.env.BENCH_EMAIL;
  const password = process.env.BENCH_PASSWORD;
  if (!email || !password) return undefined;
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    // better-auth refuses credential posts from fetch clients that send no Origin (CSRF protection)
    headers: { "content-type": "application/json", origin: process.env.BENCH_ORIGIN ?? base },
    body: JSON.stringify({ email, password }),
  });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const jwt = await fetch(`${base}/api/jwt`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ email }),
  });
  return ((await jwt.json()) as { token: string }).token;
}

async function run(title: string, path: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url: `${base}${path}`, connections, duration: seconds, headers });
  const errors = result.non2xx + result.errors;
  console.log(
    `${title.padEnd(34)} ${String(Math.round(result.requests.average)).padStart(6)} req/s   p50 ${formatMs(result.latency.p50)}   p99 ${formatMs(result.latency.p99)}   non-2xx/errors ${errors}`,
  );
}

const token = await bearerToken();
console.log(`${base}: ${connections} connections, ${seconds} s per endpoint\n`);
await run("GET /api/health", "/api/health");
await run("GET /api/popular-classes", "/api/popular-classes");
await run("GET /api/public-statistics", "/api/public-statistics");
await run("GET /api/teaching-evaluations", "/api/teaching-evaluations?minRating=4&limit=12");
await run("GET /api/classes (page 1)", "/api/classes?page=1&limit=10&status=approved");
await run("GET /api/classes?search=data", "/api/classes?page=1&limit=10&status=approved&search=data");
await run("GET / (index.html)", "/");
if (token) {
  const headers = { authorization: `Bearer ${token}` };
  await run("GET /api/classes (bearer)", "/api/classes?page=1&limit=10&status=approved", headers);
}
