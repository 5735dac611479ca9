/**
 * Latency of the charts' endpoints (admin Analytics, the teacher's Earnings report and its CSV) over HTTP at
 * 20 connections, on data written through the rollup triggers of migration 0018: N enrolments, each with
 * its payment's three ledger entries, spread over the last 365 days, a tenth of them refunded.
 *
 *   npx tsx bench/analytics.ts [--enrolments 20000] [--classes 200] [--seconds 5] [--connections 20]
 *   BENCH_DATABASE_URL=postgres://user@host:5432/postgres npx tsx bench/analytics.ts
 *   npx tsx bench/analytics.ts --database-url postgres://…/seeded --port 4420 [--runs 3]
 *
 * With --database-url it measures an already seeded database instead (the scale seed), through the compiled
 * server in its own process, with the bare route and each request's Node and PostgreSQL CPU
 * (lib/analytics-seeded.ts).
 *
 * Creates a scratch database `bench_analytics_<random>` and drops it at the end (`--keep` keeps it). The
 * goal (docs/decisions/0035) is p99 <= 100 ms at 1M enrolments; the endpoints read at most a year of daily
 * rows per metric and the top lists read an index, so their cost does not grow with the enrolments.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { parseArgs } from "node:util";
import { buildApp, signToken } from "@classwise/api";
import { openDatabase } from "@classwise/db/client";
import { runMigrations } from "@classwise/db/migrate";
import { sessions, users } from "@classwise/db/schema";
import autocannon from "autocannon";
import pg from "pg";
import { formatMs } from "./common.js";
import { benchSeededAnalytics } from "./lib/analytics-seeded.js";
import { benchConfig, scratchDatabase } from "./lib/scratch.js";

const { values: args } = parseArgs({
  options: {
    enrolments: { type: "string", default: "20000" },
    classes: { type: "string", default: "200" },
    seconds: { type: "string", default: "5" },
    connections: { type: "string", default: "20" },
    keep: { type: "boolean", default: false },
    "database-url": { type: "string" },
    port: { type: "string", default: "4420" },
    runs: { type: "string", default: "3" },
  },
});
if (args["database-url"]) {
  await benchSeededAnalytics({
    databaseUrl: args["database-url"],
    port: Number(args.port),
    seconds: Number(args.seconds),
    connections: Number(args.connections),
    runs: Number(args.runs),
  });
  process.exit(0);
}
const ENROLMENTS = Number(args.enrolments);
const CLASSES = Number(args.classes);

const scratch = await scratchDatabase("bench_analytics");
const databaseUrl = scratch.databaseUrl;
const dataDir = scratch.dataDir;
const _name = scratch.name;

try {
  const database = await openDatabase({ databaseUrl: databaseUrl, poolSize: 10 });
  await runMigrations(database);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();

  const loadStarted = performance.now();
  const teacherId = randomUUID();
  const adminId = randomUUID();
  await database.db.insert(users).values([
    { id: teacherId, name: "Bench Teacher", email: "teacher@bench.test", role: "teacher" },
    { id: adminId, name: "Bench Admin", email: "admin@bench.test", role: "admin" },
  ]);
  // Ten teachers; the first one is the signed-in one.
  await client.query(`
    insert into users (id, name, email, role, created_at)
    select 'bt-' || g, 'Teacher ' || g, 'teacher-' || g || '@bench.test', 'teacher', now() - (g || ' days')::interval
    from generate_series(1, 9) g`);
  await client.query(
    `insert into classes (id, title, description, image, price_cents, status, teacher_id, teacher_name, teacher_email)
     select 'bc-' || g, 'Bench class ' || g, 'Benchmark class', '/uploads/demo/class-1.webp', 1000 + g, 'approved',
       case when g % 10 = 0 then $1 else 'bt-' || (g % 10) end, 'Bench Teacher', 'teacher@bench.test'
     from generate_series(1, $2::int) g`,
    [teacherId, CLASSES],
  );
  // Students, enrolments and ledger bookings in batches, each batch one statement per table (the triggers
  // roll every batch up in the same transaction).
  const BATCH = 50_000;
  for (let from = 1; from <= ENROLMENTS; from += BATCH) {
    const to = Math.min(ENROLMENTS, from + BATCH - 1);
    await client.query("begin");
    await client.query(
      `insert into users (id, name, email, created_at)
       select 'bs-' || g, 'Student ' || g, 'student-' || g || '@bench.test', now() - ((g % 365) || ' days')::interval
       from generate_series($1::int, $2::int) g`,
      [from, to],
    );
    await client.query(
      `insert into enrolments (id, class_id, student_id, created_at)
       select 'be-' || g, 'bc-' || (1 + g % $3::int), 'bs-' || g, now() - ((g % 365) || ' days')::interval
       from generate_series($1::int, $2::int) g`,
      [from, to, CLASSES],
    );
    await client.query(
      `insert into ledger_entries (kind, event_id, account, teacher_id, amount_cents, currency, payment_id, class_id, paid_at, created_at)
       select k.kind, 'bp-' || g, a.account, a.teacher_id, k.sign * a.amount, 'usd', 'bp-' || g, c.id,
         now() - ((g % 365) || ' days')::interval, now() - ((g % 365) || ' days')::interval
       from generate_series($1::int, $2::int) g
       join classes c on c.id = 'bc-' || (1 + g % $3::int)
       cross join lateral (values ('payment', 1), ('refund', -1)) k(kind, sign)
       cross join lateral (values
         ('provider', null::text, -c.price_cents::bigint),
         ('platform', null::text, (c.price_cents * 20 / 100)::bigint),
         ('teacher:' || c.teacher_id, c.teacher_id, (c.price_cents - c.price_cents * 20 / 100)::bigint)
       ) a(account, teacher_id, amount)
       where k.kind = 'payment' or g % 10 = 0`,
      [from, to, CLASSES],
    );
    await client.query("commit");
  }
  const loadMs = performance.now() - loadStarted;
  await client.query("analyze");
  const { rows } = await client.query(
    "select (select count(*) from analytics_daily)::int as daily, (select count(*) from analytics_totals)::int as totals",
  );
  console.log(
    `loaded ${ENROLMENTS} enrolments and their bookings in ${formatMs(loadMs)}; rollup rows: ${JSON.stringify(rows[0])}`,
  );

  const secret = randomBytes(32).toString("hex");
  const config = benchConfig(dataDir, secret);
  const app = await buildApp(config, { database, skipMigrations: true });
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  const bearer = async (userId: string, email: string) => {
    const [session] = await database.db
      .insert(sessions)
      .values({ userId, token: randomBytes(24).toString("base64url"), expiresAt: new Date(Date.now() + 86_400_000) })
      .returning({ id: sessions.id });
    return `Bearer ${signToken({ sub: userId, sid: session?.id ?? "", email }, secret, 3600)}`;
  };
  const adminAuth = await bearer(adminId, "admin@bench.test");
  const teacherAuth = await bearer(teacherId, "teacher@bench.test");

  const targets = [
    ["GET /api/admin/analytics?interval=day", "/api/admin/analytics?interval=day", adminAuth],
    ["GET /api/admin/analytics?interval=month", "/api/admin/analytics?interval=month", adminAuth],
    ["GET /api/teacher/earnings/report?interval=week", "/api/teacher/earnings/report?interval=week", teacherAuth],
    [
      "GET /api/teacher/earnings/report.csv?interval=month",
      "/api/teacher/earnings/report.csv?interval=month",
      teacherAuth,
    ],
  ] as const;
  console.log(`${args.connections} connections, ${args.seconds} s each`);
  for (const [label, url, authorization] of targets) {
    const result = await autocannon({
      url: `${address}${url}`,
      connections: Number(args.connections),
      duration: Number(args.seconds),
      headers: { authorization },
    });
    const failed = result.non2xx + result.errors;
    console.log(
      `${label.padEnd(52)} ${String(Math.round(result.requests.average)).padStart(6)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms${failed ? `  FAILED ${failed}` : ""}`,
    );
  }
  await app.close();
  await client.end();
  await database.close();
} finally {
  await scratch.drop(Boolean(args.keep));
}
