import type { Db } from "@classwise/db/client";
import * as schema from "@classwise/db/schema";
import { count, getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { emptyCounts, SEED_TABLE_NAMES, SEED_TABLES, type SeedCounts } from "./types.js";

/** Every table of the product schema (drizzle's own migration journal lives elsewhere and is kept). */
export function productTableNames(): string[] {
  const tables: unknown[] = Object.values(schema);
  return tables.flatMap((value) => (is(value, PgTable) ? [getTableName(value)] : []));
}

/**
 * Empties every product table in one statement (sessions and rate-limit counters included), except the audit
 * log: it is append-only (its trigger refuses TRUNCATE), so its entries outlive a reset of the data.
 */
export async function truncateProductTables(db: Db): Promise<void> {
  const names = productTableNames()
    .filter((name) => name !== getTableName(schema.auditLog))
    .map((name) => sql.identifier(name));
  await db.execute(sql`truncate table ${sql.join(names, sql`, `)} restart identity cascade`);
}

export async function hasUsers(db: Db): Promise<boolean> {
  const rows = await db.select({ id: schema.users.id }).from(schema.users).limit(1);
  return rows.length > 0;
}

export async function countSeedTables(db: Db): Promise<SeedCounts> {
  const counts = emptyCounts();
  for (const name of SEED_TABLE_NAMES) {
    const [row] = await db.select({ n: count() }).from(SEED_TABLES[name]);
    counts[name] = row?.n ?? 0;
  }
  return counts;
}
