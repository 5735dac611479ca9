import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { PgInsertSelectQueryBuilder, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client.js";

/**
 * INSERT … SELECT of one row: the row is written only when `source` finds what it is made from (an owned
 * approved class, an enrolment, an open assignment), in one statement, so nothing can change in between.
 * The stored row, or undefined when the source found nothing.
 */
export async function insertSelected<Table extends PgTable>(
  db: Db,
  table: Table,
  source: PgInsertSelectQueryBuilder<Table>,
): Promise<Table["$inferSelect"] | undefined> {
  const [row] = (await db.insert(table).select(source).returning()) as Table["$inferSelect"][];
  return row;
}

/** A new row's id, chosen here, as the select's `id` column. */
export function newId() {
  return sql<string>`${randomUUID()}`.as("id");
}

/** A value the caller gives, as the select's column `column`; `cast` where the parameter is not text. */
export function given<T>(value: T, column: string, cast?: "smallint") {
  return (cast ? sql<T>`${value}::${sql.raw(cast)}` : sql<T>`${value}`).as(column);
}
