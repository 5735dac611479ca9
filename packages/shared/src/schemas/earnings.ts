import { z } from "zod";
import { successResponse } from "./common.js";

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
