import type { Category, ClassStatus } from "@classwise/shared";
import { type SQL, sql } from "drizzle-orm";
import { counters } from "./schema.js";

/** The counters the database keeps by trigger (migration 0003, docs/decisions/0013-counters.md). */
export type CounterName =
  | "users"
  | "enrolments"
  | "teacher_applications"
  | `classes:${ClassStatus}`
  /** Paid payments by status (migration 0010). */
  | `payments:${"succeeded" | "refunded"}`
  /** Listed (approved, live) classes per category: the catalogue's facet counts (migration 0017). */
  | `category:${Category}`;

/** A scalar SQL expression: the sum of the named counters (each the sum of its shards). */
export function counterTotal(...names: CounterName[]): SQL<number> {
  return sql<number>`(select coalesce(sum(${counters.value}), 0) from ${counters} where ${counters.name} in (${sql.join(
    names.map((name) => sql`${name}`),
    sql`, `,
  )}))`;
}
