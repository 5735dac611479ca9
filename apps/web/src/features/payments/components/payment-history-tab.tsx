import { enrolledMessages, paymentsMessages } from "@classwise/shared";
import { EmptyState, emptyIcons } from "../../../components/ui/empty-state";
import { countOf, ListHeader, ListState } from "../../../components/ui/list-state";
import { PagedListFooter } from "../../../components/ui/paged-list-footer";
import { usePagedList, usePageState } from "../../../components/ui/use-paged-list";
import { useCurrentUserRecord } from "../../../lib/api/users";
import { paths } from "../../../lib/paths";
import { usePaymentHistory } from "../api/list-payment-history";
import { PaymentsList } from "./payments-list";
import { useRefundDialog } from "./refund-dialog";

const copy = paymentsMessages;
const errorTexts = { fetchFailed: copy.loadFailed, loadFailed: copy.loadFailed };

/** Student dashboard: every payment with its receipt, and the refund while the guarantee runs. */
export function PaymentHistoryTab() {
  const { page, limit, paging } = usePageState();
  const query = usePaymentHistory({ page, limit });
  const { errorMessage, pager } = usePagedList(query, {
    ...paging,
    total: query.data?.totalPayments,
    errorTexts,
    errorToastId: "payment-history-error",
  });
  // An admin refunding their own purchase refunds as an admin: with a reason, whatever the window.
  const isAdmin = useCurrentUserRecord().data?.role === "admin";
  const refund = useRefundDialog({ asAdmin: isAdmin });
  const payments = query.data?.payments ?? [];
  const total = query.data?.totalPayments ?? 0;

  return (
    <section aria-labelledby="payment-history-title" className="space-y-5">
      <ListHeader
        id="payment-history-title"
        title={copy.historyTitle}
        count={query.data ? countOf(total, "payment", "payments") : undefined}
        countTestId="payments-total"
        query={query}
        refreshLabel={enrolledMessages.refresh}
      />
      <p className="text-sm text-slate-600 dark:text-slate-400">{copy.historyIntro}</p>
      <ListState
        query={query}
        errorMessage={errorMessage}
        isEmpty={payments.length === 0}
        empty={
          <EmptyState
            title={copy.empty}
            text={copy.emptyText}
            icon={emptyIcons.document}
            link={{ to: paths.allClasses, label: enrolledMessages.browseClasses }}
          />
        }
      >
        <PaymentsList payments={payments} showStudent={false} busyId={refund.busyId} onRefund={refund.open} />
      </ListState>
      {pager && <PagedListFooter {...pager} rangeTestId="payments-range" perPageLabel="Per page" />}
      {refund.dialog}
    </section>
  );
}
