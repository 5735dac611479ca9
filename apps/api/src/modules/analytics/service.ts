import type { Db } from "@classwise/db/client";
import {
  type AnalyticsPoint,
  type AnalyticsResponse,
  type ClassEarnings,
  type EarningsPoint,
  type EarningsReportQuery,
  type EarningsReportResponse,
  messages,
  REPORT_PERIODS,
  type ReportInterval,
} from "@classwise/shared";
import type { FastifyReply } from "fastify";
import type { Config } from "../../config.js";
import { CSV_BYTE_ORDER_MARK, csvLine } from "../../lib/csv.js";
import { notFound } from "../../lib/errors.js";
import type { Actor } from "../../policy/index.js";
import * as repository from "./repository.js";

export interface AnalyticsDeps {
  db: Db;
  config: Pick<Config, "now">;
}

const CURRENCY = "usd";
const TOP_LISTED = 10;
const DAY_MS = 24 * 3600 * 1000;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The first day (UTC, YYYY-MM-DD) of each period the charts show, oldest first, ending with the period of
 * `today`: 30 days, 12 ISO weeks (from Monday, as PostgreSQL's date_trunc) or 12 months.
 */
export function periodStarts(interval: ReportInterval, today: Date): string[] {
  const count = REPORT_PERIODS[interval];
  const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  const starts: string[] = [];
  for (let back = count - 1; back >= 0; back--) {
    if (interval === "day") starts.push(isoDay(new Date(day.getTime() - back * DAY_MS)));
    else if (interval === "week") {
      const monday = day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS;
      starts.push(isoDay(new Date(monday - back * 7 * DAY_MS)));
    } else starts.push(isoDay(new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() - back, 1))));
  }
  return starts;
}

/** Rollup rows laid on the periods: every period present, a missing figure 0. */
function fillSeries<K extends string>(
  periods: readonly string[],
  rows: readonly repository.RollupRow[],
  fields: Record<string, K>,
): ({ period: string } & Record<K, number>)[] {
  const byPeriod = new Map(periods.map((period) => [period, {} as Record<K, number>]));
  for (const row of rows) {
    const field = fields[row.metric];
    const point = byPeriod.get(row.period);
    if (field && point) point[field] = (point[field] ?? 0) + row.value;
  }
  const names = Object.values(fields) as K[];
  return periods.map((period) => {
    const point = byPeriod.get(period) ?? ({} as Record<K, number>);
    return { period, ...(Object.fromEntries(names.map((name) => [name, point[name] ?? 0])) as Record<K, number>) };
  });
}

const earningsFields = {
  enrolments: "enrolments",
  gross_cents: "grossCents",
  teacher_cents: "shareCents",
  refund_cents: "refundCents",
} as const;
const earningsMetrics = Object.keys(earningsFields);

async function teacherScope(deps: AnalyticsDeps, actor: Actor, classId: string | undefined) {
  if (!classId) return { scope: "teacher", id: actor.uid } as const;
  if (!(await repository.teachesClass(deps.db, actor.uid, classId))) throw notFound(messages.enrolment.classNotFound);
  return { scope: "class", id: classId } as const;
}

async function earningsSeries(deps: AnalyticsDeps, actor: Actor, query: EarningsReportQuery) {
  const scope = await teacherScope(deps, actor, query.classId);
  const periods = periodStarts(query.interval, deps.config.now());
  const rows = await repository.rollupSeries(deps.db, scope, earningsMetrics, query.interval, periods[0] ?? "");
  return fillSeries(periods, rows, earningsFields) satisfies EarningsPoint[];
}

/**
 * GET /teacher/earnings/report: the teacher's enrolments, revenue, share and refunds per period (all classes,
 * or one of theirs; another teacher's class answers 404), and every class's all-time figures.
 */
export async function getEarningsReport(
  deps: AnalyticsDeps,
  actor: Actor,
  query: EarningsReportQuery,
): Promise<EarningsReportResponse> {
  const [series, totals] = await Promise.all([
    earningsSeries(deps, actor, query),
    repository.teacherClassTotals(deps.db, actor.uid, earningsMetrics),
  ]);
  const classes = new Map<string, ClassEarnings>();
  for (const row of totals) {
    const entry = classes.get(row.class_id) ?? {
      classId: row.class_id,
      title: row.title,
      enrolments: 0,
      grossCents: 0,
      shareCents: 0,
      refundCents: 0,
    };
    const field = row.metric ? earningsFields[row.metric as keyof typeof earningsFields] : undefined;
    if (field) entry[field] += row.value;
    classes.set(row.class_id, entry);
  }
  return {
    success: true,
    interval: query.interval,
    currency: CURRENCY,
    series,
    classes: [...classes.values()].sort((a, b) => b.grossCents - a.grossCents || a.title.localeCompare(b.title)),
  };
}

const cents = (value: number) => (value / 100).toFixed(2);

/** GET /teacher/earnings/report.csv: the same series as a spreadsheet-safe CSV file. */
export async function exportEarningsCsv(
  deps: AnalyticsDeps,
  actor: Actor,
  query: EarningsReportQuery,
  reply: FastifyReply,
) {
  const series = await earningsSeries(deps, actor, query);
  let body = CSV_BYTE_ORDER_MARK + csvLine(messages.earnings.csvHeader);
  for (const point of series) {
    body += csvLine([
      point.period,
      point.enrolments,
      cents(point.grossCents),
      cents(point.shareCents),
      cents(point.refundCents),
      CURRENCY.toUpperCase(),
    ]);
  }
  return reply
    .type("text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="earnings-${query.interval}.csv"`)
    .header("cache-control", "no-store")
    .send(body);
}

const analyticsFields = {
  signups: "signups",
  enrolments: "enrolments",
  gross_cents: "grossCents",
  refund_cents: "refundCents",
  payout_cents: "payoutCents",
  platform_cents: "platformCents",
} as const;

const toTop = (row: repository.TopRow) => ({
  id: row.id,
  name: row.name ?? messages.earnings.deletedEntry,
  grossCents: row.gross,
  enrolments: row.enrolments,
});

/**
 * GET /admin/analytics: sign-ups, enrolments, revenue, refunds, payouts and the platform's share per period,
 * and the top classes and teachers: index ranges of the rollup tables, never a scan of payments.
 */
export async function getAnalytics(
  deps: AnalyticsDeps,
  query: { interval: ReportInterval },
): Promise<AnalyticsResponse> {
  const periods = periodStarts(query.interval, deps.config.now());
  const [rows, topClasses, topTeachers] = await Promise.all([
    repository.rollupSeries(
      deps.db,
      { scope: "all", id: "" },
      Object.keys(analyticsFields),
      query.interval,
      periods[0] ?? "",
    ),
    repository.topByRevenue(deps.db, "class", TOP_LISTED),
    repository.topByRevenue(deps.db, "teacher", TOP_LISTED),
  ]);
  return {
    success: true,
    interval: query.interval,
    currency: CURRENCY,
    series: fillSeries(periods, rows, analyticsFields) satisfies AnalyticsPoint[],
    topClasses: topClasses.map(toTop),
    topTeachers: topTeachers.map(toTop),
  };
}
