import { formatPrice, paymentsMessages, type Receipt } from "@classwise/shared";
import { Link, useParams } from "react-router";
import { Button } from "../../../components/ui/button";
import { EmptyState, emptyIcons } from "../../../components/ui/empty-state";
import { secondaryLinkClass } from "../../../components/ui/link-styles";
import { Spinner } from "../../../components/ui/spinner";
import { formatLongDate } from "../../../lib/dates";
import { paths } from "../../../lib/paths";
import { useReceipt } from "../api/get-receipt";
import { cardLabel } from "./payment-status";

const copy = paymentsMessages;

/** A payment's receipt, printable (index.css holds the print rules); its buyer's or, for admins, anyone's. */
export function ReceiptPage() {
  const { id = "" } = useParams();
  const query = useReceipt(id);
  if (query.isPending) return <Spinner />;
  if (!query.data) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <EmptyState
          heading="h1"
          title={copy.receiptNotFound}
          text={copy.receiptNotFoundText}
          icon={emptyIcons.document}
          link={{ to: paths.student.paymentHistory, label: copy.backToHistory }}
        />
      </div>
    );
  }
  return <ReceiptView receipt={query.data.receipt} />;
}

function ReceiptView({ receipt }: { receipt: Receipt }) {
  const amount = formatPrice(receipt.amount);
  const currency = receipt.currency.toUpperCase();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10 print:max-w-none print:p-0">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to={paths.student.paymentHistory} className={secondaryLinkClass}>
          {copy.backToHistory}
        </Link>
        <Button onClick={() => window.print()}>{copy.print}</Button>
      </div>
      <article
        aria-labelledby="receipt-title"
        className="receipt rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10 dark:border-slate-800 dark:bg-slate-900"
      >
        <div className="flex flex-col gap-6 sm:flex-row sm:justify-between">
          <div>
            <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
              {copy.seller}
            </p>
            <p className="mt-1 text-lg font-bold">{receipt.seller.name}</p>
            {receipt.seller.address && (
              <p className="mt-1 text-sm whitespace-pre-line text-slate-700 dark:text-slate-300">
                {receipt.seller.address}
              </p>
            )}
          </div>
          <div className="sm:text-right">
            <h1 id="receipt-title" className="text-3xl font-bold">
              {copy.receiptTitle}
            </h1>
            <dl className="mt-2 space-y-1 text-sm">
              <div>
                <dt className="inline text-slate-600 dark:text-slate-400">{copy.receiptNumber}: </dt>
                <dd className="inline font-mono font-semibold" data-testid="receipt-number">
                  {receipt.receiptNumber}
                </dd>
              </div>
              <div>
                <dt className="inline text-slate-600 dark:text-slate-400">{copy.paidOn}: </dt>
                <dd className="inline">{formatLongDate(receipt.paidAt)}</dd>
              </div>
            </dl>
          </div>
        </div>

        <div className="mt-8 grid gap-6 sm:grid-cols-2">
          <div>
            <h2 className="text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
              {copy.buyer}
            </h2>
            <p className="mt-1 font-medium">{receipt.studentName}</p>
            <p className="text-sm break-all text-slate-700 dark:text-slate-300">{receipt.studentEmail}</p>
          </div>
          <div>
            <h2 className="text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
              {copy.paymentMethod}
            </h2>
            <p className="mt-1">{cardLabel(receipt)}</p>
          </div>
        </div>

        <table className="mt-8 w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-200 dark:border-slate-700">
              <th scope="col" className="py-2 font-semibold">
                {copy.class}
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                {copy.amount}
              </th>
            </tr>
          </thead>
          <tbody>
            <tr className="border-b border-slate-200 dark:border-slate-700">
              <td className="py-3 pr-4">{receipt.classTitle}</td>
              <td className="py-3 text-right tabular-nums">
                {amount} {currency}
              </td>
            </tr>
            {receipt.status === "refunded" && (
              <tr className="border-b border-slate-200 dark:border-slate-700" data-testid="receipt-refund-line">
                <td className="py-3 pr-4">
                  {receipt.refundedAt ? copy.refundLine(formatLongDate(receipt.refundedAt)) : copy.refunded}
                  {receipt.refundReason ? ` (${receipt.refundReason})` : ""}
                </td>
                <td className="py-3 text-right tabular-nums">
                  −{amount} {currency}
                </td>
              </tr>
            )}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className="pt-4 text-base font-bold">
                {copy.total}
              </th>
              <td className="pt-4 text-right text-base font-bold tabular-nums">
                {receipt.status === "refunded" ? formatPrice(0) : amount} {currency}
              </td>
            </tr>
          </tfoot>
        </table>
      </article>
    </div>
  );
}
