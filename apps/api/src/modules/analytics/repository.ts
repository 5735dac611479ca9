import type { Db } from "@classwise/db/client";
import type { ReportInterval } from "@classwise/shared";
import { sql } from "drizzle-orm";

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const metricList = (metrics: readonly string[]) =>
  sql.join(
    metrics.map((metric) => sql`${metric}`),
    sql`, `,
  );

/** A scope of the rollups: everything, one class, or one teacher's classes. */
export interface RollupScope {
  scope: "all" | "class" | "teacher";
  id: string;
}

export interface RollupRow {
  period: string;
  metric: string;
  value: number;
}

/**
 * The metrics of one scope from `from` on, summed per period (day, ISO week from Monday, month): an index
 * range of analytics_daily per metric, at most a year of rows each, however many payments there are.
 */
export async function rollupSeries(
  db: Db,
  scope: RollupScope,
  metrics: readonly string[],
  interval: ReportInterval,
  from: string,
): Promise<RollupRow[]> {
  const rows = rowsOf<{ period: string; metric: string; value: string | number }>(
    await db.execute(sql`
      select to_char(date_trunc(${interval}, day), 'YYYY-MM-DD') as period, metric, sum(value)::bigint as value
      from analytics_daily
      where metric in (${metricList(metrics)})
        and scope = ${scope.scope} and scope_id = ${scope.id} and day >= ${from}::date
      group by 1, 2`),
  );
  return rows.map((row) => ({ period: row.period, metric: row.metric, value: Number(row.value) }));
}

export interface ClassTotalsRow {
  class_id: string;
  title: string;
  metric: string | null;
  value: number;
}

/** The all-time totals of every class of the teacher (deleted ones too, they earned money). */
export async function teacherClassTotals(db: Db, teacherId: string, metrics: readonly string[]) {
  const rows = rowsOf<{ class_id: string; title: string; metric: string | null; value: string | number | null }>(
    await db.execute(sql`
      select c.id as class_id, c.title, t.metric, t.value
      from classes c
      left join analytics_totals t on t.scope = 'class' and t.scope_id = c.id
        and t.metric in (${metricList(metrics)})
      where c.teacher_id = ${teacherId}`),
  );
  return rows.map((row) => ({ ...row, value: Number(row.value ?? 0) }));
}

/** Whether the class is the teacher's. */
export async function teachesClass(db: Db, teacherId: string, classId: string): Promise<boolean> {
  const rows = rowsOf(
    await db.execute(sql`select 1 from classes where id = ${classId} and teacher_id = ${teacherId} limit 1`),
  );
  return rows.length > 0;
}

export interface TopRow {
  id: string;
  name: string | null;
  gross: number;
  enrolments: number;
}

/**
 * The classes or teachers with the highest revenue of all time: the first `limit` entries of
 * analytics_totals_top_idx, then their names and enrolment totals by primary key.
 */
export async function topByRevenue(db: Db, scope: "class" | "teacher", limit: number): Promise<TopRow[]> {
  const name =
    scope === "class"
      ? sql`(select title from classes where id = t.scope_id)`
      : sql`(select name from users where id = t.scope_id)`;
  const rows = rowsOf<{ id: string; name: string | null; gross: string | number; enrolments: string | number | null }>(
    await db.execute(sql`
      select t.scope_id as id, ${name} as name, t.value as gross,
        (select e.value from analytics_totals e
          where e.metric = 'enrolments' and e.scope = ${scope} and e.scope_id = t.scope_id) as enrolments
      from analytics_totals t
      where t.metric = 'gross_cents' and t.scope = ${scope} and t.value > 0
      order by t.value desc, t.scope_id
      limit ${limit}`),
  );
  return rows.map((row) => ({ ...row, gross: Number(row.gross), enrolments: Number(row.enrolments ?? 0) }));
}
