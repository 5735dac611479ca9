import { DEFAULT_PAGE_SIZE, messages } from "@classwise/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { toast } from "react-toastify";
import { paths } from "../../../app/paths";
import { PagedListFooter } from "../../../components/ui/paged-list-footer";
import { Spinner } from "../../../components/ui/spinner";
import { ApiError } from "../../../lib/api-client";
import { enrolmentsKey } from "../api/keys";
import { useEnrolledClasses } from "../api/list-enrolled-classes";
import { EnrolledClassCard } from "./enrolled-class-card";
import { EnrolmentSummaryCards } from "./enrolment-summary-cards";

/** success:false in a 200 answer reads 'Failed to fetch enrolled classes'; a failed request 'Failed to load…' (spec §8). */
function loadErrorMessage(error: Error): string {
  return error instanceof ApiError && error.status >= 200 && error.status < 300
    ? messages.enrolled.fetchFailed
    : messages.enrolled.loadFailed;
}

/** spec §2 Student dashboard: My Enrolled Classes. */
export function MyEnrolledClassesTab() {
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(DEFAULT_PAGE_SIZE);
  const queryClient = useQueryClient();
  const query = useEnrolledClasses({ page, limit });
  const [refreshing, setRefreshing] = useState(false);

  useEffect(() => {
    if (query.error) toast.error(loadErrorMessage(query.error), { toastId: "enrolled-classes-error" });
  }, [query.error]);

  const totalPages = query.data?.totalPages ?? 0;
  useEffect(() => {
    if (query.data && page > Math.max(1, totalPages)) setPage(Math.max(1, totalPages));
  }, [query.data, page, totalPages]);

  const refresh = async () => {
    setRefreshing(true);
    try {
      await queryClient.invalidateQueries({ queryKey: enrolmentsKey });
    } finally {
      setRefreshing(false);
    }
  };

  const classes = query.data?.classes ?? [];
  const total = query.data?.totalClasses ?? 0;

  return (
    <section aria-labelledby="enrolled-title" className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="enrolled-title" className="text-xl font-bold text-slate-900 sm:text-2xl dark:text-white">
            {messages.enrolled.title}
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{messages.enrolled.intro}</p>
        </div>
        <button
          type="button"
          onClick={refresh}
          disabled={refreshing}
          className="inline-flex items-center justify-center gap-2 self-start rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 shadow-sm transition hover:bg-slate-50 disabled:opacity-60 sm:self-auto dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
        >
          <svg
            viewBox="0 0 24 24"
            width="16"
            height="16"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
            className={refreshing ? "animate-spin" : undefined}
          >
            <path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {messages.enrolled.refresh}
        </button>
      </div>

      <EnrolmentSummaryCards summary={query.data?.summary} />

      {query.isPending ? (
        <Spinner />
      ) : query.isError && !query.data ? (
        <div
          role="alert"
          className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center dark:border-red-900/60 dark:bg-red-950/40"
        >
          <p className="text-red-700 dark:text-red-300">{loadErrorMessage(query.error)}</p>
          <button
            type="button"
            onClick={() => void query.refetch()}
            className="mt-4 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {messages.enrolled.tryAgain}
          </button>
        </div>
      ) : total === 0 ? (
        <EmptyState />
      ) : (
        <div
          className={`grid gap-5 sm:grid-cols-2 xl:grid-cols-3 ${query.isPlaceholderData ? "opacity-60 transition-opacity" : ""}`}
        >
          {classes.map((item, index) => (
            <EnrolledClassCard key={item._id} item={item} eager={index < 3} />
          ))}
        </div>
      )}

      {query.data && total > 0 && (
        <PagedListFooter
          page={page}
          limit={limit}
          total={total}
          totalPages={totalPages}
          onPage={setPage}
          onLimit={setLimit}
          rangeTestId="enrolled-range"
          perPageLabel={messages.enrolled.perPage}
          describeRange={messages.enrolled.showing}
          stackBelow="md"
        />
      )}
    </section>
  );
}

function EmptyState() {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center dark:border-slate-700 dark:bg-slate-900">
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-600 dark:bg-brand-500/15 dark:text-brand-100">
        <svg
          viewBox="0 0 24 24"
          width="28"
          height="28"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M4 19.5V6a2 2 0 0 1 2-2h12v16H6a2 2 0 0 1-2-2zM8 8h6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      <h3 className="mt-4 text-xl font-semibold text-slate-900 dark:text-white">{messages.enrolled.emptyTitle}</h3>
      <p className="mt-2 max-w-md text-slate-600 dark:text-slate-400">{messages.enrolled.emptyText}</p>
      <Link
        to={paths.allClasses}
        className="mt-6 rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
      >
        {messages.enrolled.browseClasses}
      </Link>
    </div>
  );
}
