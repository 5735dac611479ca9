import { z } from "zod";
import { idSchema, successResponse } from "./common.js";

/** Amounts are integer minor units (cents) with their currency (docs/payments.md "Ledger"). */
export const PAYOUT_STATUSES = ["pending", "paid", "failed"] as const;

export const payoutRecordSchema = z.object({
  _id: z.string(),
  teacherId: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  failure: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type PayoutRecord = z.infer<typeof payoutRecordSchema>;

export const earningsBalanceSchema = z.object({
  currency: z.string(),
  /** The teacher's share of payments still inside the refund window. */
  pendingCents: z.number().int(),
  /** Past the window and not yet paid out: what the next payout run pays. */
  availableCents: z.number().int(),
  /** Reserved by a payout that the provider has not confirmed yet (pending or failed, retried). */
  inTransitCents: z.number().int(),
  paidOutCents: z.number().int(),
});
export type EarningsBalance = z.infer<typeof earningsBalanceSchema>;

export const earningsResponseSchema = successResponse({
  balance: earningsBalanceSchema,
  payoutAccount: z.object({ connected: z.boolean(), ready: z.boolean() }),
  payouts: z.array(payoutRecordSchema),
});
export type EarningsResponse = z.infer<typeof earningsResponseSchema>;

export const payoutAccountResponseSchema = successResponse({
  message: z.string(),
  ready: z.boolean(),
  /** Where the teacher finishes onboarding (Stripe); null in the sandbox. */
  url: z.string().nullable(),
});
export type PayoutAccountResponse = z.infer<typeof payoutAccountResponseSchema>;

export const payoutRunResponseSchema = successResponse({
  message: z.string(),
  paid: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
  paidCents: z.number().int(),
});
export type PayoutRunResponse = z.infer<typeof payoutRunResponseSchema>;

export const adminPayoutsResponseSchema = successResponse({ payouts: z.array(payoutRecordSchema) });
export type AdminPayoutsResponse = z.infer<typeof adminPayoutsResponseSchema>;

/**
 * The admin's payout schedule (docs/decisions/0043-scheduled-payouts.md): every day, every week on `weekday`
 * (0 Sunday ... 6 Saturday) or every month on `dayOfMonth` (1-28, so every month has it), at `hourUtc`.
 */
export const PAYOUT_FREQUENCIES = ["daily", "weekly", "monthly"] as const;
export type PayoutFrequency = (typeof PAYOUT_FREQUENCIES)[number];

export const payoutScheduleSchema = z.object({
  enabled: z.boolean(),
  frequency: z.enum(PAYOUT_FREQUENCIES),
  weekday: z.number().int().min(0).max(6),
  dayOfMonth: z.number().int().min(1).max(28),
  hourUtc: z.number().int().min(0).max(23),
});
export type PayoutSchedule = z.infer<typeof payoutScheduleSchema>;

export const payoutScheduleRunSchema = z.object({
  periodStart: z.string(),
  status: z.enum(["running", "done"]),
  paid: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
  paidCents: z.number().int(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type PayoutScheduleRun = z.infer<typeof payoutScheduleRunSchema>;

export const payoutScheduleResponseSchema = successResponse({
  schedule: payoutScheduleSchema,
  /** When the next scheduled run starts (within a minute of it); null while the schedule is off. */
  nextRunAt: z.string().nullable(),
  lastRun: payoutScheduleRunSchema.nullable(),
  message: z.string().optional(),
});
export type PayoutScheduleResponse = z.infer<typeof payoutScheduleResponseSchema>;

/** How the charts group days: the last 30 days, the last 12 weeks (from Monday) or the last 12 months. */
export const REPORT_INTERVALS = ["day", "week", "month"] as const;
export type ReportInterval = (typeof REPORT_INTERVALS)[number];
/** How many periods each interval shows. */
export const REPORT_PERIODS: Record<ReportInterval, number> = { day: 30, week: 12, month: 12 };

export const earningsReportQuerySchema = z.object({
  interval: z.enum(REPORT_INTERVALS).default("day"),
  /** One of the teacher's classes; omitted: all of them. */
  classId: idSchema.optional(),
});
export type EarningsReportQuery = z.infer<typeof earningsReportQuerySchema>;

const money = {
  /** What students paid (after coupons). */
  grossCents: z.number().int(),
  /** The teacher's share of it, less the shares refunds took back. */
  shareCents: z.number().int(),
  refundCents: z.number().int(),
};

export const earningsPointSchema = z.object({
  /** The period's first day, YYYY-MM-DD (UTC). */
  period: z.string(),
  enrolments: z.number().int(),
  ...money,
});
export type EarningsPoint = z.infer<typeof earningsPointSchema>;

export const classEarningsSchema = z.object({
  classId: z.string(),
  title: z.string(),
  enrolments: z.number().int(),
  ...money,
});
export type ClassEarnings = z.infer<typeof classEarningsSchema>;

export const earningsReportResponseSchema = successResponse({
  interval: z.enum(REPORT_INTERVALS),
  currency: z.string(),
  series: z.array(earningsPointSchema),
  /** All-time figures of each of the teacher's classes, highest revenue first. */
  classes: z.array(classEarningsSchema),
});
export type EarningsReportResponse = z.infer<typeof earningsReportResponseSchema>;

export const analyticsQuerySchema = z.object({ interval: z.enum(REPORT_INTERVALS).default("day") });

export const analyticsPointSchema = z.object({
  period: z.string(),
  signups: z.number().int(),
  enrolments: z.number().int(),
  grossCents: z.number().int(),
  refundCents: z.number().int(),
  payoutCents: z.number().int(),
  /** The platform's share, less what refunds took back. */
  platformCents: z.number().int(),
});
export type AnalyticsPoint = z.infer<typeof analyticsPointSchema>;

export const topEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  grossCents: z.number().int(),
  enrolments: z.number().int(),
});
export type TopEntry = z.infer<typeof topEntrySchema>;

export const analyticsResponseSchema = successResponse({
  interval: z.enum(REPORT_INTERVALS),
  currency: z.string(),
  series: z.array(analyticsPointSchema),
  /** All time, by revenue. */
  topClasses: z.array(topEntrySchema),
  topTeachers: z.array(topEntrySchema),
});
export type AnalyticsResponse = z.infer<typeof analyticsResponseSchema>;
