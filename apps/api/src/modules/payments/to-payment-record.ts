import { centsToDollars, formatReceiptNumber, type PaymentRecord } from "@classwise/shared";
import type { PaymentRecordRow } from "./repository.js";

const DAY_MS = 24 * 3600 * 1000;

export interface RefundRules {
  /** The caller may refund any payment at any time (an admin). */
  refundsAny: boolean;
  windowDays: number;
  now: Date;
}

function iso(value: Date | string): string {
  return new Date(value).toISOString();
}

/** The end of the student's own refund window; null once refunded or when the guarantee was used. */
export function refundableUntil(row: PaymentRecordRow, windowDays: number): Date | null {
  if (row.status !== "succeeded" || row.guarantee_used) return null;
  return new Date(new Date(row.paid_at).getTime() + windowDays * DAY_MS);
}

export function toPaymentRecord(row: PaymentRecordRow, rules: RefundRules): PaymentRecord {
  const until = refundableUntil(row, rules.windowDays);
  const canRefund =
    row.status === "succeeded" && (rules.refundsAny || (until !== null && until.getTime() >= rules.now.getTime()));
  return {
    _id: row.id,
    receiptNumber: formatReceiptNumber(Number(row.receipt_number)),
    classId: row.class_id,
    classTitle: row.class_title,
    studentId: row.student_id,
    studentName: row.student_name,
    studentEmail: row.student_email,
    amount: centsToDollars(Number(row.amount_cents)),
    currency: row.currency,
    cardBrand: row.card_brand,
    cardLast4: row.card_last4,
    status: row.status === "refunded" ? "refunded" : "paid",
    paidAt: iso(row.paid_at),
    refundedAt: row.refunded_at ? iso(row.refunded_at) : null,
    refundReason: row.refund_reason,
    canRefund,
    refundableUntil: until ? until.toISOString() : null,
  };
}
