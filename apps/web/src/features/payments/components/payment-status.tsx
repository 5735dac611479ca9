import { type PaymentRecord, paymentsMessages, titleCase } from "@classwise/shared";
import { formatShortDate } from "../../../lib/dates";

/** Paid, or Refunded with the refund's date. */
export function PaymentStatus({ payment }: { payment: PaymentRecord }) {
  if (payment.status === "refunded") {
    return (
      <span className="inline-flex rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900/40 dark:text-amber-100">
        {payment.refundedAt
          ? paymentsMessages.refundedOn(formatShortDate(payment.refundedAt))
          : paymentsMessages.refunded}
      </span>
    );
  }
  return (
    <span className="inline-flex rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100">
      {paymentsMessages.paid}
    </span>
  );
}

/** 'Visa ending in 4242', or a dash when the provider did not say. */
export function cardLabel(payment: Pick<PaymentRecord, "cardBrand" | "cardLast4">): string {
  if (!payment.cardBrand || !payment.cardLast4) return paymentsMessages.noCard;
  return paymentsMessages.cardEnding(titleCase(payment.cardBrand), payment.cardLast4);
}
