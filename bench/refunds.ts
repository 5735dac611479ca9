/**
 * The refund path on a seeded database: seeded students buy approved classes they do not have (through the
 * whole app in process, not measured), then ask for their money back from Payment History, N refunds in
 * flight. Prints refunds/s, SQL statements per refund, and the CPU of the Node process and of the PostgreSQL
 * backends per refund, beside a bare in-process route (`GET /api/health`) measured in the same run.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/classwise_100k npm run refunds -w @classwise/bench
 *   npm run refunds -w @classwise/bench -- --refunds 1000 --concurrency 8
 *
 * It writes to that database: the purchases and refunds it makes stay (each one a fresh student and class,
 * so every request works on different rows), with the sessions it creates.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { buildApp, loadConfig } from "@classwise/api";
import { openDatabase } from "@classwise/db/client";
import { sql } from "drizzle-orm";
import { formatMs } from "./common.js";
import { bearerHeaders, buyThroughSandbox, countPgStatements, postOk } from "./lib/in-process.js";
import { PostgresCpu } from "./lib/postgres-cpu.js";

const { values: args } = parseArgs({
  options: {
    refunds: { type: "string", default: "600" },
    concurrency: { type: "string", default: "8" },
  },
});
const REFUNDS = Number(args.refunds);
const CONCURRENCY = Number(args.concurrency);
const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) {
  console.error("Set BENCH_DATABASE_URL to a database seeded with `npm run seed` (it writes purchases and refunds).");
  process.exit(2);
}
const databaseName = new URL(databaseUrl).pathname.slice(1);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "classwise-bench-"));

try {
  const database = await openDatabase({ databaseUrl, poolSize: 10 });
  const secret = randomBytes(32).toString("hex");
  const config = loadConfig({
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    DEMO: "off",
    AUTH_SECRET: secret,
    RATE_LIMIT_MAX: "1000000",
    WEB_DIST: path.join(dataDir, "no-web"),
    JOBS_POLL_MS: "0",
  });
  const app = await buildApp(config, { database, skipMigrations: true });
  await app.ready();

  // A fresh student and a class they do not have for every refund: random rows of the whole seed.
  const pairs = (
    (await database.db.execute(
      sql.raw(
        // The classes are drawn at random; each student is the first seeded student of a random name range
        // who is not enrolled in that class.
        `with picked as (
           select class_id, row_number() over () as n from (
             select c.id as class_id from classes c tablesample system (5)
             where c.status = 'approved' and c.deleted_at is null
             order by random() limit ${REFUNDS + 100}) drawn
         ), students as (
           select id, email, row_number() over () as n from (
             select u.id, u.email from users u tablesample system (5)
             where u.role = 'student' and not u.banned
             order by random() limit ${REFUNDS + 100}) drawn
         )
         select s.id, s.email, p.class_id from picked p join students s using (n)
         where not exists (select 1 from enrolments e where e.class_id = p.class_id and e.student_id = s.id)
         limit ${REFUNDS}`,
      ),
    )) as unknown as { rows: { id: string; email: string; class_id: string }[] }
  ).rows;
  if (pairs.length < REFUNDS) throw new Error(`found ${pairs.length} student and class pairs, wanted ${REFUNDS}`);
  const students = await bearerHeaders(database, pairs, secret);
  const paymentIds: string[] = [];
  for (const [i, pair] of pairs.entries()) {
    const intentId = await buyThroughSandbox(app, students[i]!, pair.class_id);
    const { rows } = (await database.db.execute(
      sql`select id from payments where provider_intent_id = ${intentId}`,
    )) as unknown as { rows: { id: string }[] };
    paymentIds.push(rows[0]!.id);
  }
  console.log(`bought ${pairs.length} classes as ${pairs.length} seeded students (not measured)`);

  async function measure(label: string, count: number, run: (index: number) => Promise<void>) {
    const statements = countPgStatements();
    const postgresCpu = new PostgresCpu(databaseUrl!, databaseName);
    await postgresCpu.connect();
    await postgresCpu.start();
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < count) await run(next++);
      }),
    );
    const elapsed = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    const postgresMs = await postgresCpu.stop();
    await postgresCpu.end();
    statements.restore();
    const nodeMs = (cpu.user + cpu.system) / 1000;
    return { label, count, elapsed, nodeMs, postgresMs, statements: statements.count };
  }

  const bare = await measure("GET /api/health (bare route)", 2000, async () => {
    const res = await app.inject({ method: "GET", url: "/api/health" });
    if (res.statusCode !== 200) throw new Error(`health: ${res.statusCode}`);
  });
  const refunds = await measure("POST /api/payments/{id}/refund", REFUNDS, async (index) => {
    await postOk(app, `/api/payments/${paymentIds[index]}/refund`, students[index]!, { reason: "Benchmark" });
  });

  console.log(`refunds on ${databaseName}: ${REFUNDS} refunds of fresh payments, ${CONCURRENCY} in flight`);
  for (const row of [bare, refunds]) {
    console.log(
      `  ${row.label}: ${(row.count / (row.elapsed / 1000)).toFixed(0)}/s; ` +
        `Node CPU ${(row.nodeMs / row.count).toFixed(2)} ms, PostgreSQL CPU ${(row.postgresMs / row.count).toFixed(2)} ms, ` +
        `${(row.statements / row.count).toFixed(2)} SQL statements per request (${formatMs(row.elapsed)} in all)`,
    );
  }
  console.log(
    `  a refund costs ${(refunds.nodeMs / refunds.count / (bare.nodeMs / bare.count)).toFixed(1)}x the bare route's Node CPU`,
  );
  await app.close();
  await database.close();
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
