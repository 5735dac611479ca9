/**
 * Seeding at scale: creates a scratch PostgreSQL database, migrates it, loads 200k users, 100k classes and
 * 1M enrolments (with everything that hangs off them) through the same code as `npm run seed`, prints
 * rows/s per table and overall, then drops the database.
 *
 *   npx tsx bench/seed.ts [--users 200k] [--classes 100k] [--enrolments 1m] [--keep-indexes] [--keep]
 *   BENCH_DATABASE_URL=postgres://user@host:5432/postgres npx tsx bench/seed.ts
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import { parseArgs } from "node:util";
import { openDatabase } from "@classwise/db/client";
import { runMigrations } from "@classwise/db/migrate";
import {
  countSeedTables,
  countsLine,
  createSeed,
  hashSeedPassword,
  loadSeed,
  progressPrinter,
  summaryLines,
} from "@classwise/seed";
import pg from "pg";
import { formatMs } from "./common.js";

const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

function count(value: string | undefined, fallback: number): number {
  if (!value) return fallback;
  const match = /^(\d+(?:\.\d+)?)([km]?)$/i.exec(value.trim());
  if (!match) throw new Error(`not a count: ${value}`);
  const scale = { k: 1000, m: 1_000_000 }[match[2]!.toLowerCase()] ?? 1;
  return Math.round(Number(match[1]) * scale);
}

const { values } = parseArgs({
  options: {
    users: { type: "string" },
    classes: { type: "string" },
    enrolments: { type: "string" },
    seed: { type: "string" },
    "keep-indexes": { type: "boolean" },
    keep: { type: "boolean" },
  },
});
const options = {
  seed: count(values.seed, 1),
  users: count(values.users, 200_000),
  classes: count(values.classes, 100_000),
  enrolments: count(values.enrolments, 1_000_000),
};

const name = `bench_seed_${randomBytes(4).toString("hex")}`;
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${name}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
const version = (await admin.query<{ server_version: string }>("show server_version")).rows[0]?.server_version;
console.log(`Seed benchmark on PostgreSQL ${version}, ${os.cpus().length} CPUs, Node ${process.version}`);
console.log(`Scratch database ${name}; ${JSON.stringify(options)}\n`);

/**
 * CPU seconds used so far by the server processes serving the scratch database (local server only), so the
 * figures can be compared across machines that are busy with other work.
 */
async function backendCpuSeconds(): Promise<number | undefined> {
  const { rows } = await admin.query<{ pid: number }>("select pid from pg_stat_activity where datname = $1", [name]);
  const tick = 100;
  let total = 0;
  for (const { pid } of rows) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
      total += (Number(fields[11]) + Number(fields[12])) / tick;
    } catch {
      return undefined;
    }
  }
  return total;
}

const phase = async <T>(label: string, work: () => Promise<T>): Promise<T> => {
  const started = performance.now();
  const result = await work();
  console.log(`${label.padEnd(28)} ${formatMs(performance.now() - started)}`);
  return result;
};

await admin.query(`create database ${name}`);
const database = await openDatabase({ databaseUrl: databaseUrl.toString(), poolSize: 2 });
try {
  await phase("migrate", () => runMigrations(database));
  const hash = await phase("hash one password (scrypt)", () => hashSeedPassword("classwise-seed"));
  const seed = await phase("plan users and classes", async () => createSeed(options, hash));
  console.log("");
  const cpuBefore = process.cpuUsage();
  const result = await loadSeed(database.db, seed, {
    deferIndexes: !values["keep-indexes"],
    onProgress: progressPrinter(seed.expected, console.log, 5000),
  });
  console.log("");
  for (const line of summaryLines(result)) console.log(line);
  if (result.indexes) {
    console.log("\nSlowest rebuild steps:");
    for (const step of result.indexes.steps.slice(0, 8)) {
      console.log(`  ${formatMs(step.ms).padStart(9)}  ${step.statement.replace(/\s+/g, " ").slice(0, 110)}`);
    }
  }
  const nodeCpu = process.cpuUsage(cpuBefore);
  const backendCpu = await backendCpuSeconds();
  console.log(
    `\nCPU time: node ${((nodeCpu.user + nodeCpu.system) / 1e6).toFixed(1)} s, ` +
      `postgres backend ${backendCpu === undefined ? "n/a" : `${backendCpu.toFixed(1)} s`} ` +
      `(load average at the end: ${os.loadavg()[0]?.toFixed(1)})`,
  );
  console.log(`In the database: ${countsLine(await countSeedTables(database.db))}`);
  const [size] = (await admin.query<{ size: string }>("select pg_size_pretty(pg_database_size($1)) as size", [name]))
    .rows;
  console.log(`Database size: ${size?.size}`);
} finally {
  await database.close();
  if (values.keep) console.log(`\nKept ${databaseUrl.toString()}`);
  else await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
