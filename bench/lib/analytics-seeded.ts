import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "@classwise/db/client";
import pg from "pg";
import { bearerHeaders } from "./in-process.js";
import { measure } from "./load.js";
import { PostgresCpu } from "./postgres-cpu.js";
import { startServer } from "./server.js";

/**
 * The analytics endpoints against an already seeded database (`npm run seed -- --users 200k --classes 100k
 * --enrolments 1m`, then VACUUM ANALYZE), served by the compiled server in its own process on `port`, so the
 * server's and the PostgreSQL backends' CPU are read from /proc. Each endpoint is measured beside the bare
 * route (`GET /api/health`) in the same run; the signed-in teacher is the one with the highest revenue.
 */
export async function benchSeededAnalytics(options: {
  databaseUrl: string;
  port: number;
  seconds: number;
  connections: number;
  runs: number;
}) {
  const secret = randomBytes(32).toString("hex");
  const database = await openDatabase({ databaseUrl: options.databaseUrl, poolSize: 2 });
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  const { rows: sizes } = await client.query(
    `select (select count(*) from enrolments)::int as enrolments, (select count(*) from payments)::int as payments,
       (select count(*) from ledger_entries)::int as ledger, (select count(*) from refunds)::int as refunds,
       (select count(*) from payouts)::int as payouts, (select count(*) from analytics_daily)::int as daily,
       (select count(*) from analytics_totals)::int as totals`,
  );
  console.log(`data: ${JSON.stringify(sizes[0])}`);
  const { rows: people } = await client.query<{ id: string; email: string }>(
    `(select id, email from users where role = 'admin' order by id limit 1)
     union all
     (select u.id, u.email from analytics_totals t join users u on u.id = t.scope_id
      where t.metric = 'gross_cents' and t.scope = 'teacher' order by t.value desc limit 1)`,
  );
  const [admin, teacher] = await bearerHeaders(database, people, secret);
  if (!admin || !teacher) throw new Error("the database has no admin or no teacher with sales: seed it first");

  const server = await startServer(
    options.port,
    { DATABASE_URL: options.databaseUrl, AUTH_SECRET: secret, JOBS_POLL_MS: "0" },
    path.join(os.tmpdir(), `classwise-bench-analytics-${options.port}.log`),
  );
  const databaseName = new URL(options.databaseUrl).pathname.slice(1);
  const postgresCpu = new PostgresCpu(options.databaseUrl, databaseName);
  await postgresCpu.connect();
  let nodeBefore = 0;
  const meters = {
    async begin() {
      nodeBefore = server.serverCpuMs();
      await postgresCpu.start();
    },
    async end() {
      return { nodeMs: server.serverCpuMs() - nodeBefore, postgresMs: await postgresCpu.stop() };
    },
  };
  const targets = [
    ["GET /api/health (bare route)", "/api/health", {}],
    ["GET /api/admin/analytics?interval=day", "/api/admin/analytics?interval=day", admin],
    ["GET /api/admin/analytics?interval=week", "/api/admin/analytics?interval=week", admin],
    ["GET /api/admin/analytics?interval=month", "/api/admin/analytics?interval=month", admin],
    ["GET /api/teacher/earnings/report?interval=day", "/api/teacher/earnings/report?interval=day", teacher],
    ["GET /api/teacher/earnings/report?interval=month", "/api/teacher/earnings/report?interval=month", teacher],
    ["GET /api/teacher/earnings/report.csv?interval=month", "/api/teacher/earnings/report.csv?interval=month", teacher],
    ["GET /api/teacher/earnings", "/api/teacher/earnings", teacher],
  ] as const;
  console.log(
    `${options.connections} connections, ${options.seconds} s per run, median of ${options.runs} runs; load average ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(" ")}`,
  );
  try {
    let bareP99 = 0;
    for (const [label, url, headers] of targets) {
      const result = await measure(
        {
          url: `${server.url}${url}`,
          connections: options.connections,
          seconds: options.seconds,
          runs: options.runs,
          headers,
        },
        meters,
      );
      if (url === "/api/health") bareP99 = result.p99;
      const ratio = bareP99 > 0 ? (result.p99 / bareP99).toFixed(1) : "-";
      console.log(
        `${label.padEnd(56)} ${String(Math.round(result.requestsPerSecond)).padStart(6)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms (${ratio}x bare)  node ${result.nodeCpuMsPerRequest.toFixed(2)} ms  pg ${result.postgresCpuMsPerRequest.toFixed(2)} ms /req${result.errors ? `  FAILED ${result.errors}` : ""}`,
      );
    }
  } finally {
    await server.stop();
    await postgresCpu.end();
    await client.end();
    await database.close();
  }
}
