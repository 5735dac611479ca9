/**
 * Read throughput through HAProxy with 1, 2 and 3 API instances on one PostgreSQL, beside a bare Fastify route
 * behind the same balancer, with the CPU each request costs per process kind (docs/scaling.md).
 *
 *   npx tsx bench/cluster.ts            # after `npm run build -w @classwise/api`; HAProxy from Debian's packages
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=32 BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/cluster.ts
 *
 * Each instance is the compiled server with the demo data; scenarios are a visitor's catalogue page (answered
 * from each instance's public cache) and a signed-in student's class page (database-bound: no cache).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort, startBalancer, startCluster } from "../scripts/cluster.mjs";
import { measure } from "./lib/load.js";
import { PostgresCpu } from "./lib/postgres-cpu.js";
import { bearerToken } from "./lib/principals.js";
import { processCpuMs } from "./lib/proc.js";
import { REPO_ROOT } from "./lib/server.js";

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const sizes = [1, 2, 3];

interface Row {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  apiMs: number;
  haproxyMs: number;
  postgresMs: number;
}

const rows: Row[] = [];
const cpuOf = (pids: (number | undefined)[]) =>
  pids.reduce((sum: number, pid) => sum + (pid ? (processCpuMs(pid) ?? 0) : 0), 0);

async function bare(): Promise<Row> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(REPO_ROOT, "bench/bare-server.mjs")], {
    env: { ...process.env, PORT: String(port) },
    stdio: "ignore",
  });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "classwise-bench-lb-"));
  const balancerPort = await freePort();
  for (let i = 0; i < 200; i++) {
    if (
      await fetch(`http://127.0.0.1:${port}/bare`).then(
        (res) => res.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const haproxy = await startBalancer(balancerPort, [{ name: "bare", port }], dir);
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`http://127.0.0.1:${balancerPort}/bare`).then(
        (res) => res.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  let before = { api: 0, haproxy: 0 };
  const result = await measure(
    { url: `http://127.0.0.1:${balancerPort}/bare`, connections, seconds, runs: 1 },
    {
      async begin() {
        before = { api: cpuOf([child.pid]), haproxy: cpuOf([haproxy.child.pid]) };
      },
      async end() {
        return { nodeMs: cpuOf([child.pid]) - before.api, postgresMs: cpuOf([haproxy.child.pid]) - before.haproxy };
      },
    },
  );
  await haproxy.stop();
  child.kill();
  fs.rmSync(dir, { recursive: true, force: true });
  return {
    label: "bare route (1 process)",
    requestsPerSecond: result.requestsPerSecond,
    p50: result.p50,
    p99: result.p99,
    errors: result.errors,
    apiMs: result.nodeCpuMsPerRequest,
    haproxyMs: result.postgresCpuMsPerRequest,
    postgresMs: 0,
  };
}

async function clusterOf(size: number) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const name = `classwise_bench_cluster_${size}_${process.pid}`;
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const cluster = await startCluster({
    databaseUrl: url.toString(),
    instances: size,
    log: () => {},
    env: { JOBS_POLL_MS: "0", DATABASE_POOL_SIZE: "10" },
  });
  const postgres = new PostgresCpu(serverUrl, name);
  await postgres.connect();
  const token = await bearerToken(cluster.url, "student@classwise.demo", cluster.env.DEMO_PASSWORD!);
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const ids = (
    await client.query<{ id: string }>("select id from classes where status = 'approved' order by id")
  ).rows.map((row) => row.id);
  await client.end();
  const pids = () => cluster.instances.map((node) => node.pid());
  let last = { haproxy: 0, postgres: 0 };
  const scenario = async (label: string, options: Parameters<typeof measure>[0]) => {
    let before = { api: 0, haproxy: 0 };
    const result = await measure(options, {
      async begin() {
        before = { api: cpuOf(pids()), haproxy: cpuOf([cluster.haproxyPid()]) };
        await postgres.start();
      },
      async end() {
        const postgresMs = await postgres.stop();
        const api = cpuOf(pids()) - before.api;
        const haproxy = cpuOf([cluster.haproxyPid()]) - before.haproxy;
        // The load helper keeps two meters: the API processes, and (here) HAProxy and PostgreSQL together.
        last = { haproxy, postgres: postgresMs };
        return { nodeMs: api, postgresMs: haproxy + postgresMs };
      },
    });
    const requests = Math.max(1, result.requests);
    rows.push({
      label: `${label}, ${size} instance${size > 1 ? "s" : ""}`,
      requestsPerSecond: result.requestsPerSecond,
      p50: result.p50,
      p99: result.p99,
      errors: result.errors,
      apiMs: result.nodeCpuMsPerRequest,
      haproxyMs: last.haproxy / requests,
      postgresMs: last.postgres / requests,
    });
  };
  let turn = 0;
  await scenario("catalogue page, visitor (public cache)", {
    url: `${cluster.url}/api/classes?page=1&limit=12`,
    connections,
    seconds,
    runs: 1,
  });
  await scenario("class page, signed-in student (database)", {
    url: cluster.url,
    connections,
    seconds,
    runs: 1,
    next: () => ({
      path: `/api/classes/${ids[turn++ % ids.length]}`,
      headers: { authorization: `Bearer ${token}` },
    }),
  });
  await postgres.end();
  await cluster.stop();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

const cores = os.cpus().length;
console.log(`${cores} CPUs, ${seconds} s per scenario, ${connections} connections, through HAProxy`);
rows.push(await bare());
for (const size of sizes) await clusterOf(size);

const bareRate = rows[0]!.requestsPerSecond;
console.log(
  [
    "scenario".padEnd(56),
    "req/s".padStart(7),
    "of bare".padStart(7),
    "p50".padStart(6),
    "p99".padStart(6),
    "api ms".padStart(7),
    "lb ms".padStart(6),
    "pg ms".padStart(6),
    "errors".padStart(7),
  ].join(" "),
);
for (const row of rows) {
  console.log(
    [
      row.label.padEnd(56),
      row.requestsPerSecond.toFixed(0).padStart(7),
      `${((row.requestsPerSecond / bareRate) * 100).toFixed(0)}%`.padStart(7),
      `${row.p50}`.padStart(6),
      `${row.p99}`.padStart(6),
      row.apiMs.toFixed(3).padStart(7),
      row.haproxyMs.toFixed(3).padStart(6),
      row.postgresMs.toFixed(3).padStart(6),
      `${row.errors}`.padStart(7),
    ].join(" "),
  );
}
