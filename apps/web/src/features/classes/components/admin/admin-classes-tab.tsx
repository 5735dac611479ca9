import { DEFAULT_PAGE_SIZE, messages, type PublicClass } from "@classwise/shared";
import { useMutationState } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { toast } from "react-toastify";
import { Button } from "../../../../components/ui/button";
import { PagedListFooter } from "../../../../components/ui/paged-list-footer";
import { Spinner } from "../../../../components/ui/spinner";
import { ApiError } from "../../../../lib/api-client";
import { useMediaQuery } from "../../../../lib/use-media-query";
import { useAdminClasses } from "../../api/list-admin-classes";
import { classManagementKeys } from "../../api/management-keys";
import { type ClassDecision, type ReviewClassInput, useReviewClass } from "../../api/review-class";
import { AdminClassCards } from "./admin-class-cards";
import { AdminClassesTable } from "./admin-classes-table";
import { ClassProgressModal } from "./class-progress-modal";

/** success:false in a 2xx answer reads 'Failed to fetch classes'; a failed request 'Failed to load classes' (spec §8). */
function loadErrorMessage(error: Error): string {
  return error instanceof ApiError && error.status >= 200 && error.status < 300
    ? messages.classes.fetchFailed
    : messages.classes.loadFailed;
}

/** spec §2 Admin dashboard, All Classes Management: every class, Approve/Reject while pending, Progress. */
export function AdminClassesTab() {
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(DEFAULT_PAGE_SIZE);
  const [progressOf, setProgressOf] = useState<PublicClass | null>(null);
  const isLarge = useMediaQuery("(min-width: 1024px)");
  const query = useAdminClasses({ page, limit });
  const review = useReviewClass();
  const pending = useMutationState({
    filters: { mutationKey: classManagementKeys.review, status: "pending" },
    select: (mutation) => mutation.state.variables as ReviewClassInput | undefined,
  });
  const busy = useMemo(
    () => new Map(pending.flatMap((input) => (input ? [[input.id, input.decision] as const] : []))),
    [pending],
  );

  const classes = query.data?.classes ?? [];
  const total = query.data?.totalClasses ?? 0;
  const totalPages = query.data?.totalPages ?? 0;

  useEffect(() => {
    if (query.data && !query.isPlaceholderData && page > Math.max(1, totalPages)) setPage(Math.max(1, totalPages));
  }, [query.data, query.isPlaceholderData, page, totalPages]);

  useEffect(() => {
    if (query.error) toast.error(loadErrorMessage(query.error));
  }, [query.error]);

  const onReview = (item: PublicClass, decision: ClassDecision) => {
    review.mutate(
      { id: item._id, decision },
      {
        onSuccess: () =>
          decision === "approved"
            ? toast.success(messages.admin.classApproved(item.title))
            : toast.success(messages.admin.classRejected(item.title)),
        onError: () =>
          toast.error(decision === "approved" ? messages.admin.approveClassFailed : messages.admin.rejectClassFailed),
      },
    );
  };

  const viewProps = { classes, busy, onReview, onProgress: setProgressOf };

  return (
    <section aria-labelledby="admin-classes-title" className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="admin-classes-title" className="text-xl font-bold sm:text-2xl">
            {messages.admin.classesTitle}
          </h2>
          {query.data && (
            <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="admin-classes-total">
              {total} {total === 1 ? "class" : "classes"}
            </p>
          )}
        </div>
        <Button variant="secondary" busy={query.isFetching && !query.isPending} onClick={() => void query.refetch()}>
          {messages.classes.refresh}
        </Button>
      </div>

      {query.isPending ? (
        <Spinner />
      ) : query.isError && !query.data ? (
        <div className="rounded-xl border border-red-200 bg-red-50 p-6 text-center dark:border-red-900 dark:bg-red-950/40">
          <p className="text-red-700 dark:text-red-300">{loadErrorMessage(query.error)}</p>
          <Button className="mt-4" onClick={() => void query.refetch()}>
            {messages.guards.tryAgain}
          </Button>
        </div>
      ) : classes.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {messages.admin.noClasses}
        </div>
      ) : (
        <div className={query.isPlaceholderData ? "opacity-60 transition-opacity" : undefined}>
          {isLarge ? <AdminClassesTable {...viewProps} /> : <AdminClassCards {...viewProps} />}
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
          rangeTestId="list-range"
          describeRange={messages.catalogue.showing}
        />
      )}

      <ClassProgressModal item={progressOf} onClose={() => setProgressOf(null)} />
    </section>
  );
}
