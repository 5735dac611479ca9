import { z } from "zod";
import { paymentsMessages } from "../messages/index.js";
import { pageQuerySchema, pageResponse, searchTermSchema, successResponse } from "./common.js";

/** Longest refund reason kept (docs/payments.md "Refunds"). */
export const REFUND_REASON_MAX = 500;

/** What a payment looks like to its buyer and to admins: paid, or refunded with the refund's date. */
export const PAYMENT_STATUSES = ["paid", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const paymentRecordSchema = z.object({
  _id: z.string(),
  receiptNumber: z.string(),
  classId: z.string(),
  classTitle: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  studentEmail: z.string(),
  amount: z.number(),
  currency: z.string(),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  status: z.enum(PAYMENT_STATUSES),
  paidAt: z.string(),
  refundedAt: z.string().nullable(),
  /** The refund's reason as given (may be empty); null when not refunded through a request. */
  refundReason: z.string().nullable(),
  /** Whether the caller may refund it now (the student within the window, once per class; admins always). */
  canRefund: z.boolean(),
  /** Until when the student may refund it themselves; null once refunded or when the guarantee was used. */
  refundableUntil: z.string().nullable(),
});
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;

export const paymentHistoryQuerySchema = pageQuerySchema;
export const paymentHistoryResponseSchema = pageResponse("payments", paymentRecordSchema);
export type PaymentHistoryResponse = z.infer<typeof paymentHistoryResponseSchema>;

export const PAYMENT_STATUS_FILTERS = ["all", ...PAYMENT_STATUSES] as const;
export type PaymentStatusFilter = (typeof PAYMENT_STATUS_FILTERS)[number];

export const adminPaymentsQuerySchema = pageQuerySchema.extend({
  search: searchTermSchema,
  status: z.enum(PAYMENT_STATUS_FILTERS).default("all"),
});
export type AdminPaymentsQuery = z.infer<typeof adminPaymentsQuerySchema>;
export const adminPaymentsResponseSchema = pageResponse("payments", paymentRecordSchema, {
  /** Set when a search over many payments estimated its total (docs/decisions/0014-search.md). */
  totalIsEstimate: z.literal(true).optional(),
});
export type AdminPaymentsResponse = z.infer<typeof adminPaymentsResponseSchema>;

export const receiptSchema = paymentRecordSchema.extend({
  seller: z.object({ name: z.string(), address: z.string() }),
});
export type Receipt = z.infer<typeof receiptSchema>;
export const receiptResponseSchema = successResponse({ receipt: receiptSchema });
export type ReceiptResponse = z.infer<typeof receiptResponseSchema>;

/** The reason is optional for the student (no questions asked) and required of an admin (checked there). */
export const refundBodySchema = z
  .object({
    reason: z
      .string({ error: paymentsMessages.reasonInvalid })
      .trim()
      .max(REFUND_REASON_MAX, paymentsMessages.reasonTooLong(REFUND_REASON_MAX))
      .optional()
      .default(""),
  })
  .strip();
export type RefundBody = z.input<typeof refundBodySchema>;

export const refundResponseSchema = successResponse({ message: z.string(), payment: paymentRecordSchema });
export type RefundResponse = z.infer<typeof refundResponseSchema>;

/** Receipt numbers as printed: the installation's sequence, zero-padded. */
export function formatReceiptNumber(value: number): string {
  return `R-${String(value).padStart(6, "0")}`;
}

/** A search term naming a receipt ("R-000042", "r42", "#42", "42"): its number, else null. */
export function receiptNumberOf(term: string): number | null {
  const match = /^(?:r-?|#)?0*(\d{1,15})$/i.exec(term.trim());
  return match?.[1] ? Number(match[1]) : null;
}
