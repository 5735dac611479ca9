import {
  enrolledMessages,
  PAYMENT_STATUS_FILTERS,
  type PaymentStatusFilter,
  paymentsMessages,
} from "@classwise/shared";
import { useId, useState } from "react";
import { EmptyState, emptyIcons } from "../../../components/ui/empty-state";
import { countOf, ListHeader, ListState } from "../../../components/ui/list-state";
import { PagedListFooter } from "../../../components/ui/paged-list-footer";
import { SearchForm } from "../../../components/ui/search-form";
import { usePagedList, usePageState } from "../../../components/ui/use-paged-list";
import { useAdminPayments } from "../api/list-admin-payments";
import { PaymentsList } from "./payments-list";
import { useRefundDialog } from "./refund-dialog";

const copy = paymentsMessages;
const errorTexts = { fetchFailed: copy.loadFailed, loadFailed: copy.loadFailed };
const statusLabels: Record<PaymentStatusFilter, string> = {
  all: copy.statusAll,
  paid: copy.paid,
  refunded: copy.refunded,
};

/** Admin dashboard: every payment, searched by student, class or receipt number, with the refund action. */
export function AdminPaymentsTab() {
  const { page, limit, setPage, paging } = usePageState();
  const [term, setTerm] = useState("");
  const [status, setStatus] = useState<PaymentStatusFilter>("all");
  const statusId = useId();
  const query = useAdminPayments({ page, limit, search: term || undefined, status });
  const { errorMessage, pager } = usePagedList(query, {
    ...paging,
    total: query.data?.totalPayments,
    searching: Boolean(term),
    errorTexts,
    errorToastId: "admin-payments-error",
  });
  const refund = useRefundDialog({ asAdmin: true });
  const payments = query.data?.payments ?? [];
  const total = query.data?.totalPayments ?? 0;

  return (
    <section aria-labelledby="admin-payments-title" className="space-y-5">
      <ListHeader
        id="admin-payments-title"
        title={copy.adminTitle}
        count={query.data ? countOf(total, "payment", "payments") : undefined}
        countTestId="payments-total"
        query={query}
        refreshLabel={enrolledMessages.refresh}
      />
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
        <div className="flex-1">
          <SearchForm
            activeTerm={term}
            placeholder={copy.searchPlaceholder}
            onSearch={(next) => {
              setTerm(next);
              setPage(1);
            }}
            onClear={() => {
              setTerm("");
              setPage(1);
            }}
          />
        </div>
        <div className="flex items-center gap-2">
          <label htmlFor={statusId} className="text-sm font-medium">
            {copy.statusFilter}
          </label>
          <select
            id={statusId}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as PaymentStatusFilter);
              setPage(1);
            }}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm dark:border-slate-700 dark:bg-slate-900"
          >
            {PAYMENT_STATUS_FILTERS.map((value) => (
              <option key={value} value={value}>
                {statusLabels[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ListState
        query={query}
        errorMessage={errorMessage}
        isEmpty={payments.length === 0}
        empty={<EmptyState title={copy.empty} icon={emptyIcons.search} />}
      >
        <PaymentsList payments={payments} showStudent busyId={refund.busyId} onRefund={refund.open} />
      </ListState>
      {pager && (
        <PagedListFooter {...pager} rangeTestId="payments-range" perPageLabel="Rows per page" stackBelow="lg" />
      )}
      {refund.dialog}
    </section>
  );
}
