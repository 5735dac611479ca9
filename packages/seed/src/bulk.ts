import type { Db } from "@classwise/db/client";
import { getTableName, sql } from "drizzle-orm";
import { SEED_TABLE_NAMES, SEED_TABLES } from "./types.js";
import { arrayLiteral } from "./writer.js";

interface Constraint {
  table_name: string;
  name: string;
  definition: string;
  kind: string;
}

interface Index {
  name: string;
  definition: string;
}

const seedTables = () => arrayLiteral(SEED_TABLE_NAMES.map((name) => getTableName(SEED_TABLES[name])));

export interface DeferredIndexTimings {
  dropMs: number;
  rebuildMs: number;
  indexes: number;
  constraints: number;
  /** Each rebuild statement with its duration, slowest first. */
  steps: { statement: string; ms: number }[];
}

/**
 * Loads data into empty tables with their keys, unique indexes, other indexes and foreign keys removed, then
 * rebuilds them from the definitions PostgreSQL reports. Building an index once over sorted data is several
 * times cheaper than updating it row by row, and re-adding a foreign key checks all rows with one join.
 * Must run inside a transaction: DDL is transactional in PostgreSQL, so any failure (including a duplicate
 * found while rebuilding a unique index) restores the schema exactly as it was.
 */
export async function withDeferredIndexes<T>(
  tx: Db,
  load: () => Promise<T>,
): Promise<{ result: T; timings: DeferredIndexTimings }> {
  const t0 = performance.now();
  const tables = sql`(select to_regclass(name) from unnest(${seedTables()}::text[]) as name)`;
  const constraints = rowsOf<Constraint>(
    await tx.execute(sql`
      select c.conrelid::regclass::text as table_name, quote_ident(c.conname) as name,
             pg_get_constraintdef(c.oid) as definition, c.contype::text as kind
      from pg_constraint c
      where c.contype in ('p', 'u', 'f') and (c.conrelid in ${tables} or c.confrelid in ${tables})
      order by c.contype desc`),
  );
  const indexes = rowsOf<Index>(
    await tx.execute(sql`
      select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
      from pg_index i
      where i.indrelid in ${tables}
        and not exists (
          select 1 from pg_constraint c
          where c.conindid = i.indexrelid and c.conrelid = i.indrelid and c.contype in ('p', 'u', 'x'))`),
  );
  const foreignKeys = constraints.filter((c) => c.kind === "f");
  const keys = constraints.filter((c) => c.kind !== "f");

  for (const c of [...foreignKeys, ...keys]) {
    await tx.execute(sql.raw(`alter table ${c.table_name} drop constraint ${c.name}`));
  }
  for (const index of indexes) await tx.execute(sql.raw(`drop index ${index.name}`));
  const dropMs = performance.now() - t0;

  const result = await load();

  const t1 = performance.now();
  const steps: DeferredIndexTimings["steps"] = [];
  const rebuild = async (statement: string) => {
    const started = performance.now();
    await tx.execute(sql.raw(statement));
    steps.push({ statement, ms: performance.now() - started });
  };
  await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
  for (const c of keys) await rebuild(`alter table ${c.table_name} add constraint ${c.name} ${c.definition}`);
  for (const index of indexes) await rebuild(index.definition);
  for (const c of foreignKeys) await rebuild(`alter table ${c.table_name} add constraint ${c.name} ${c.definition}`);
  steps.sort((a, b) => b.ms - a.ms);
  return {
    result,
    timings: {
      dropMs,
      rebuildMs: performance.now() - t1,
      indexes: indexes.length,
      constraints: constraints.length,
      steps,
    },
  };
}

const seedTableIdentifiers = () => SEED_TABLE_NAMES.map((name) => sql.identifier(getTableName(SEED_TABLES[name])));

/**
 * Runs `load` with the counter triggers of the seed tables switched off (inside the caller's transaction,
 * so they are back on whatever happens); `rebuildCounters` then recounts from the rows.
 */
export async function withoutCounterTriggers<T>(tx: Db, load: () => Promise<T>): Promise<T> {
  for (const table of seedTableIdentifiers()) await tx.execute(sql`alter table ${table} disable trigger user`);
  const result = await load();
  for (const table of seedTableIdentifiers()) await tx.execute(sql`alter table ${table} enable trigger user`);
  return result;
}

/**
 * Gives the loaded payments their paid time, receipt numbers, cards and search text in one set-based update
 * (migrations 0010 and 0023): inside the load, while its triggers are off and its indexes are not yet rebuilt.
 */
export async function fillPaymentReceipts(db: Db): Promise<void> {
  await db.execute(sql`select fill_payment_receipts()`);
}

/** Recounts class_stats and counters from the rows themselves (the database function of migration 0003). */
export async function rebuildCounters(db: Db): Promise<void> {
  await db.execute(sql`select rebuild_counters()`);
}

/**
 * VACUUM ANALYZE after a bulk load: planner statistics for the first queries, and the visibility map that
 * lets list pages and search windows be read from their indexes alone. PostgreSQL's autovacuum would get
 * there eventually; the embedded database has none.
 */
export async function vacuumAnalyzeSeedTables(db: Db): Promise<void> {
  const names = [...seedTableIdentifiers(), sql.identifier("class_stats"), sql.identifier("counters")];
  await db.execute(sql`vacuum analyze ${sql.join(names, sql`, `)}`);
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
