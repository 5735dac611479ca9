import { type PaymentRecord, paymentsMessages } from "@classwise/shared";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { formatShortDate } from "../../../lib/dates";
import { paths } from "../../../lib/paths";

const linkClass = "font-mono text-sm font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-100";

/** The receipt number as a link to the printable receipt. */
export function ReceiptLink({ payment }: { payment: PaymentRecord }) {
  return (
    <Link
      to={paths.receipt(payment._id)}
      className={linkClass}
      aria-label={paymentsMessages.viewReceiptOf(payment.receiptNumber)}
    >
      {payment.receiptNumber}
    </Link>
  );
}

/** Refund, while the caller may (the student within the window; an admin any paid payment). */
export function RefundAction({
  payment,
  isBusy,
  showDeadline,
  onRefund,
}: {
  payment: PaymentRecord;
  isBusy: boolean;
  /** The student sees until when the guarantee runs. */
  showDeadline: boolean;
  onRefund: (payment: PaymentRecord) => void;
}) {
  if (!payment.canRefund) return null;
  return (
    <div className="flex flex-col items-start gap-1 lg:items-end">
      <Button
        variant="dangerOutline"
        size="sm"
        busy={isBusy}
        onClick={() => onRefund(payment)}
        aria-label={paymentsMessages.refundOf(payment.classTitle)}
      >
        {paymentsMessages.refund}
      </Button>
      {showDeadline && payment.refundableUntil && (
        <span className="text-xs text-slate-600 dark:text-slate-400">
          {paymentsMessages.refundableUntil(formatShortDate(payment.refundableUntil))}
        </span>
      )}
    </div>
  );
}
