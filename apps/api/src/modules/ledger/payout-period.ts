import type { PayoutSchedule } from "@classwise/shared";
import type { ScheduleRow } from "./schedule-repository.js";

const DAY_MS = 24 * 3600 * 1000;

type Timing = Pick<PayoutSchedule, "frequency" | "weekday" | "dayOfMonth" | "hourUtc">;

/** The schedule's latest moment at or before `now` (UTC): the start of the period `now` falls in. */
export function periodStartAt(timing: Timing, now: Date): Date {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const today = Date.UTC(year, month, now.getUTCDate(), timing.hourUtc);
  if (timing.frequency === "daily") return new Date(today <= now.getTime() ? today : today - DAY_MS);
  if (timing.frequency === "weekly") {
    const back = (now.getUTCDay() - timing.weekday + 7) % 7;
    const moment = today - back * DAY_MS;
    return new Date(moment <= now.getTime() ? moment : moment - 7 * DAY_MS);
  }
  const thisMonth = Date.UTC(year, month, timing.dayOfMonth, timing.hourUtc);
  return new Date(
    thisMonth <= now.getTime() ? thisMonth : Date.UTC(year, month - 1, timing.dayOfMonth, timing.hourUtc),
  );
}

/** The schedule's first moment after `periodStart`, one of its moments. */
export function nextPeriodStart(timing: Timing, periodStart: Date): Date {
  if (timing.frequency === "daily") return new Date(periodStart.getTime() + DAY_MS);
  if (timing.frequency === "weekly") return new Date(periodStart.getTime() + 7 * DAY_MS);
  return new Date(
    Date.UTC(periodStart.getUTCFullYear(), periodStart.getUTCMonth() + 1, timing.dayOfMonth, timing.hourUtc),
  );
}

/** Until an admin saves one: off, and weekly on Monday at 06:00 UTC when switched on. */
const DEFAULT_SCHEDULE: PayoutSchedule = { enabled: false, frequency: "weekly", weekday: 1, dayOfMonth: 1, hourUtc: 6 };

export const toSchedule = (row: ScheduleRow | undefined): PayoutSchedule =>
  row
    ? {
        enabled: row.enabled,
        frequency: row.frequency as PayoutSchedule["frequency"],
        weekday: row.weekday,
        dayOfMonth: row.dayOfMonth,
        hourUtc: row.hourUtc,
      }
    : DEFAULT_SCHEDULE;

export const sameTiming = (a: PayoutSchedule, b: PayoutSchedule) =>
  a.frequency === b.frequency && a.weekday === b.weekday && a.dayOfMonth === b.dayOfMonth && a.hourUtc === b.hourUtc;

/**
 * The period a schedule runs now, if any: its latest moment, when the schedule is on and that moment came at
 * or after it was set (so switching a schedule on never pays a period that began before). Periods missed
 * while no process ran are not run one by one: only the latest is.
 */
export function duePeriod(row: ScheduleRow | undefined, now: Date): Date | undefined {
  if (!row?.enabled) return undefined;
  const period = periodStartAt(toSchedule(row), now);
  return period.getTime() >= row.effectiveFrom.getTime() ? period : undefined;
}
