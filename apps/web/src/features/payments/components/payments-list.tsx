import { formatPrice, type PaymentRecord, paymentsMessages } from "@classwise/shared";
import { DataTable, DateCell, rowCardClass, rowHoverClass } from "../../../components/ui/data-table";
import { formatShortDate } from "../../../lib/dates";
import { useMediaQuery } from "../../../lib/use-media-query";
import { ReceiptLink, RefundAction } from "./payment-actions";
import { cardLabel, PaymentStatus } from "./payment-status";

export interface PaymentsListProps {
  payments: PaymentRecord[];
  /** The admin list names the buyer; the student's own history does not. */
  showStudent: boolean;
  busyId: string | null;
  onRefund: (payment: PaymentRecord) => void;
}

const copy = paymentsMessages;

/** Payments as a table on wide screens and as cards on small ones. */
export function PaymentsList(props: PaymentsListProps) {
  const isWide = useMediaQuery("(min-width: 1024px)");
  return isWide ? <PaymentsTable {...props} /> : <PaymentCards {...props} />;
}

function PaymentsTable({ payments, showStudent, busyId, onRefund }: PaymentsListProps) {
  const columns = [
    copy.date,
    ...(showStudent ? [copy.student] : []),
    copy.class,
    { label: copy.amount, align: "right" as const },
    copy.card,
    copy.status,
    copy.receipt,
    { label: copy.actions, align: "right" as const },
  ];
  return (
    <DataTable columns={columns}>
      {payments.map((payment) => (
        <tr key={payment._id} data-testid="payment-row" className={rowHoverClass}>
          <DateCell date={payment.paidAt} />
          {showStudent && (
            <td className="max-w-[14rem] px-4 py-3 text-sm">
              <span className="block truncate font-medium">{payment.studentName}</span>
              <span className="block truncate text-slate-600 dark:text-slate-400">{payment.studentEmail}</span>
            </td>
          )}
          <td className="max-w-[16rem] px-4 py-3 text-sm font-medium">
            <span className="line-clamp-2">{payment.classTitle}</span>
          </td>
          <td className="px-4 py-3 text-right text-sm font-semibold whitespace-nowrap tabular-nums">
            {formatPrice(payment.amount)}
          </td>
          <td className="px-4 py-3 text-sm whitespace-nowrap text-slate-600 dark:text-slate-300">
            {cardLabel(payment)}
          </td>
          <td className="px-4 py-3">
            <PaymentStatus payment={payment} />
          </td>
          <td className="px-4 py-3">
            <ReceiptLink payment={payment} />
          </td>
          <td className="px-4 py-3 text-right">
            <RefundAction
              payment={payment}
              isBusy={busyId === payment._id}
              showDeadline={!showStudent}
              onRefund={onRefund}
            />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

function PaymentCards({ payments, showStudent, busyId, onRefund }: PaymentsListProps) {
  return (
    <ul className="space-y-3">
      {payments.map((payment) => (
        <li key={payment._id} data-testid="payment-row" className={`${rowCardClass} gap-3`}>
          <div className="flex items-start justify-between gap-3">
            <p className="font-semibold">{payment.classTitle}</p>
            <p className="font-semibold whitespace-nowrap tabular-nums">{formatPrice(payment.amount)}</p>
          </div>
          {showStudent && (
            <p className="text-sm break-all text-slate-600 dark:text-slate-300">
              {payment.studentName} · {payment.studentEmail}
            </p>
          )}
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            <dt className="text-slate-600 dark:text-slate-400">{copy.date}</dt>
            <dd>{formatShortDate(payment.paidAt)}</dd>
            <dt className="text-slate-600 dark:text-slate-400">{copy.card}</dt>
            <dd>{cardLabel(payment)}</dd>
            <dt className="text-slate-600 dark:text-slate-400">{copy.status}</dt>
            <dd>
              <PaymentStatus payment={payment} />
            </dd>
            <dt className="text-slate-600 dark:text-slate-400">{copy.receipt}</dt>
            <dd>
              <ReceiptLink payment={payment} />
            </dd>
          </dl>
          <RefundAction
            payment={payment}
            isBusy={busyId === payment._id}
            showDeadline={!showStudent}
            onRefund={onRefund}
          />
        </li>
      ))}
    </ul>
  );
}
