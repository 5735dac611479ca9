import type { Db } from "@classwise/db/client";
import { getTableColumns, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import {
  emptyCounts,
  SEED_TABLE_NAMES,
  SEED_TABLES,
  type SeedBlock,
  type SeedCounts,
  type SeedTableName,
} from "./types.js";

export const DEFAULT_BATCH_SIZE = 5000;

export interface WriteProgress {
  /** Rows written so far, per table. */
  written: SeedCounts;
  /** Time each table's INSERT statements took, from sending to result, in ms. */
  busyMs: SeedCounts;
  /** Time spent generating rows and building the statements, in ms. */
  generateMs: number;
  elapsedMs: number;
}

export interface WriteOptions {
  /** Rows per INSERT statement. */
  batchSize?: number;
  onProgress?: (progress: WriteProgress) => void;
}

const NEEDS_ESCAPE = /["\\]/;

function element(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "string") {
    return NEEDS_ESCAPE.test(value) ? `"${value.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"` : `"${value}"`;
  }
  if (typeof value === "number") return String(value);
  // ISO timestamps hold no character that needs quoting inside an array literal.
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "boolean") return value ? "t" : "f";
  // A jsonb value (a quiz's choices, an attempt's questions): its JSON text, quoted as any string is.
  if (typeof value === "object") return element(JSON.stringify(value));
  throw new Error(`cannot seed a value of type ${typeof value}`);
}

/** A PostgreSQL array literal of one column: one text parameter per column instead of one per value. */
export function columnLiteral(rows: readonly Record<string, unknown>[], key: string): string {
  let out = "{";
  for (let i = 0; i < rows.length; i++) {
    if (i > 0) out += ",";
    out += element(rows[i]![key]);
  }
  return `${out}}`;
}

/**
 * Timestamps travel as epoch milliseconds (float8) and PostgreSQL turns them back with to_timestamp:
 * formatting millions of ISO strings in Node costs more than the rest of the literal put together.
 */
function timestampLiteral(rows: readonly Record<string, unknown>[], key: string): string {
  let out = "{";
  for (let i = 0; i < rows.length; i++) {
    if (i > 0) out += ",";
    const value = rows[i]![key];
    out += value instanceof Date ? String(value.getTime()) : "NULL";
  }
  return `${out}}`;
}

export function arrayLiteral(values: readonly unknown[]): string {
  return columnLiteral(
    values.map((value) => ({ value })),
    "value",
  );
}

/** A column whose rows all hold the same primitive value (provider, currency, a shared password hash). */
function isConstant(rows: readonly Record<string, unknown>[], key: string): boolean {
  const value = rows[0]?.[key];
  if (value !== null && typeof value === "object") return false;
  return rows.every((row) => row[key] === value);
}

/**
 * `INSERT … SELECT … FROM unnest($1::text[], $2::timestamptz[], …)`: a multi-row insert whose size is not
 * bounded by the 65535-parameter limit and which PostgreSQL parses once per batch, not once per value.
 * A column with one value for every row is sent once, as a scalar.
 */
export function insertStatement(name: SeedTableName, rows: readonly Record<string, unknown>[]): SQL | undefined {
  const first = rows[0];
  if (!first) return undefined;
  const table = SEED_TABLES[name];
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(first);
  const arrays: SQL[] = [];
  const aliases: ReturnType<typeof sql.identifier>[] = [];
  const selected = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${name} has no column for "${key}"`);
    const type = sql.raw(column.getSQLType());
    // The first key (an id, or the lesson of a completion) always varies, so one array remains for unnest.
    if (key !== keys[0] && rows.length > 1 && isConstant(rows, key)) {
      const value = first[key];
      return value === null || value === undefined ? sql`null::${type}` : sql`${value}::${type}`;
    }
    const alias = sql.identifier(`c${arrays.length}`);
    aliases.push(alias);
    if (column.getSQLType().startsWith("timestamp")) {
      arrays.push(sql`${timestampLiteral(rows, key)}::float8[]`);
      return sql`to_timestamp(u.${alias} / 1000.0)`;
    }
    arrays.push(sql`${columnLiteral(rows, key)}::${type}[]`);
    return sql`u.${alias}`;
  });
  const names = sql.join(
    keys.map((key) => sql.identifier(columns[key]!.name)),
    sql`, `,
  );
  return sql`insert into ${table} (${names})
    select ${sql.join(selected, sql`, `)} from unnest(${sql.join(arrays, sql`, `)}) as u(${sql.join(aliases, sql`, `)})`;
}

interface Statement {
  name: SeedTableName;
  rows: number;
  query: SQL;
}

function prepareBlock(block: SeedBlock, batchSize: number): Statement[] {
  const statements: Statement[] = [];
  for (const name of SEED_TABLE_NAMES) {
    const rows = (block[name] ?? []) as Record<string, unknown>[];
    for (let offset = 0; offset < rows.length; offset += batchSize) {
      const batch = rows.slice(offset, offset + batchSize);
      const query = insertStatement(name, batch);
      if (query) statements.push({ name, rows: batch.length, query });
    }
  }
  return statements;
}

/**
 * Writes generated blocks in order through `executor` (normally one open transaction). Generation and
 * inserts take turns rather than overlap, so each table's time is what its statements really cost
 * (sending, parsing the arrays, inserting) and generating is timed on its own.
 */
export async function writeBlocks(
  executor: Db,
  blocks: Iterable<SeedBlock>,
  options: WriteOptions = {},
): Promise<WriteProgress> {
  const batchSize = Math.max(1, options.batchSize ?? DEFAULT_BATCH_SIZE);
  const started = performance.now();
  const progress: WriteProgress = { written: emptyCounts(), busyMs: emptyCounts(), generateMs: 0, elapsedMs: 0 };
  const iterator = blocks[Symbol.iterator]();
  for (;;) {
    const generating = performance.now();
    const next = iterator.next();
    const statements = next.done ? [] : prepareBlock(next.value, batchSize);
    progress.generateMs += performance.now() - generating;
    if (next.done) break;
    for (const statement of statements) {
      const startedAt = performance.now();
      await executor.execute(statement.query);
      progress.busyMs[statement.name] += performance.now() - startedAt;
      progress.written[statement.name] += statement.rows;
    }
    progress.elapsedMs = performance.now() - started;
    options.onProgress?.(progress);
  }
  progress.elapsedMs = performance.now() - started;
  return progress;
}
