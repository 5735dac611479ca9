/**
 * Purchases per second on PostgreSQL: create the payment intent, confirm the card (sandbox processor) and
 * enrol, through the whole API in process (`app.inject`: routing, guard, validation, serialisation), with
 * N purchases in flight. Prints purchases/s, SQL statements per purchase and the CPU the Node process and the
 * PostgreSQL backends used.
 *
 *   npx tsx bench/purchase.ts [--purchases 3000] [--concurrency 32] [--classes 100]
 *   BENCH_DATABASE_URL=postgres://user@host:5432/postgres npx tsx bench/purchase.ts
 *
 * Creates a scratch database `bench_purchase_<random>` and drops it at the end (`--keep` keeps it).
 */
import { randomBytes, randomUUID } from "node:crypto";
import { parseArgs } from "node:util";
import { buildApp } from "@classwise/api";
import { openDatabase } from "@classwise/db/client";
import { runMigrations } from "@classwise/db/migrate";
import { classes, enrolments, users } from "@classwise/db/schema";
import { formatMs } from "./common.js";
import { bearerHeaders, buyThroughSandbox, countPgStatements } from "./lib/in-process.js";
import { PostgresCpu } from "./lib/postgres-cpu.js";
import { benchConfig, scratchDatabase } from "./lib/scratch.js";

const { values: args } = parseArgs({
  options: {
    purchases: { type: "string", default: "3000" },
    concurrency: { type: "string", default: "32" },
    classes: { type: "string", default: "100" },
    pool: { type: "string", default: "10" },
    keep: { type: "boolean", default: false },
  },
});
const PURCHASES = Number(args.purchases);
const CONCURRENCY = Number(args.concurrency);
const CLASSES = Number(args.classes);

const scratch = await scratchDatabase("bench_purchase");
const databaseUrl = scratch.databaseUrl;
const dataDir = scratch.dataDir;
const name = scratch.name;

try {
  const database = await openDatabase({ databaseUrl: databaseUrl, poolSize: Number(args.pool) });
  await runMigrations(database);
  const secret = randomBytes(32).toString("hex");
  const config = benchConfig(dataDir, secret);
  const app = await buildApp(config, { database, skipMigrations: true });
  await app.ready();

  // One teacher with CLASSES approved classes; one signed-in student per purchase.
  const teacherId = randomUUID();
  await database.db
    .insert(users)
    .values({ id: teacherId, name: "Bench Teacher", email: "teacher@bench.test", role: "teacher" });
  const classRows = await database.db
    .insert(classes)
    .values(
      Array.from({ length: CLASSES }, (_, i) => ({
        title: `Bench class ${i}`,
        description: "Benchmark class",
        image: "/uploads/demo/class-1.webp",
        priceCents: 1999 + i,
        status: "approved",
        teacherId,
        teacherName: "Bench Teacher",
        teacherEmail: "teacher@bench.test",
      })),
    )
    .returning({ id: classes.id });
  const people = Array.from({ length: PURCHASES }, (_, i) => ({
    id: randomUUID(),
    name: `Student ${i}`,
    email: `student-${i}@bench.test`,
  }));
  for (let offset = 0; offset < PURCHASES; offset += 1000) {
    await database.db.insert(users).values(people.slice(offset, offset + 1000));
  }
  const students = await bearerHeaders(database, people, secret);
  const statements = countPgStatements();

  async function purchase(index: number) {
    const student = students[index];
    const classId = classRows[index % CLASSES]?.id;
    if (!student || !classId) throw new Error("fixture missing");
    await buyThroughSandbox(app, student, classId);
  }

  // Warm-up (JIT, pool connections), not counted.
  const WARMUP = Math.min(100, Math.floor(PURCHASES / 10));
  for (let i = 0; i < WARMUP; i++) await purchase(i);
  statements.count = 0;
  let next = WARMUP;
  const postgresCpu = new PostgresCpu(databaseUrl, name);
  await postgresCpu.connect();
  await postgresCpu.start();
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < PURCHASES) await purchase(next++);
    }),
  );
  const elapsed = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const postgresMs = await postgresCpu.stop();
  await postgresCpu.end();
  statements.restore();
  const measured = PURCHASES - WARMUP;

  const enrolled = await database.db.$count(enrolments);
  console.log(`purchases: ${measured} (after ${WARMUP} warm-up), ${CONCURRENCY} in flight, ${CLASSES} classes`);
  console.log(`time: ${formatMs(elapsed)}  ->  ${(measured / (elapsed / 1000)).toFixed(0)} purchases/s`);
  console.log(
    `SQL statements per purchase: ${(statements.count / measured).toFixed(2)} (${statements.count} in total)`,
  );
  console.log(
    `Node CPU: ${formatMs((cpu.user + cpu.system) / 1000)} (${((cpu.user + cpu.system) / 1000 / measured).toFixed(2)} ms per purchase)`,
  );
  console.log(
    `PostgreSQL CPU: ${formatMs(postgresMs)} (${(postgresMs / measured).toFixed(2)} ms per purchase, the backends serving this database)`,
  );
  console.log(`enrolments in the database: ${enrolled} (expected ${PURCHASES})`);
  await app.close();
  await database.close();
} finally {
  await scratch.drop(Boolean(args.keep));
}
