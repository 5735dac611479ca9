import { DEFAULT_PAGE_SIZE, messages, type TeacherApplication } from "@classwise/shared";
import { useMutationState } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { toast } from "react-toastify";
import { Button } from "../../../components/ui/button";
import { PagedListFooter } from "../../../components/ui/paged-list-footer";
import { Spinner } from "../../../components/ui/spinner";
import { ApiError } from "../../../lib/api-client";
import { useAuth } from "../../../lib/auth/auth-context";
import { useMediaQuery } from "../../../lib/use-media-query";
import { applicationKeys } from "../api/keys";
import { useApplicationsList } from "../api/list-applications";
import { type ReviewApplicationInput, useReviewApplication } from "../api/review-application";
import { ApplicationCards } from "./application-cards";
import { ApplicationsTable } from "./applications-table";
import { LoadError } from "./load-error";
import type { ReviewDecision } from "./review-actions";

/** success:false in a 200 answer reads 'Failed to fetch…'; a failed request 'Failed to load…' (spec §8). */
function loadErrorMessage(error: Error): string {
  return error instanceof ApiError && error.status >= 200 && error.status < 300
    ? messages.admin.fetchApplicationsFailed
    : messages.admin.loadApplicationsFailed;
}

/** spec §2 Admin dashboard, Teacher Applications: table on large screens, cards on small, paged. */
export function AdminApplicationsTab() {
  const { user } = useAuth();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(DEFAULT_PAGE_SIZE);
  const isLarge = useMediaQuery("(min-width: 1024px)");
  const query = useApplicationsList({ page, limit });
  const review = useReviewApplication();
  const pending = useMutationState({
    filters: { mutationKey: applicationKeys.review, status: "pending" },
    select: (mutation) => mutation.state.variables as ReviewApplicationInput | undefined,
  });
  const busy = useMemo(
    () => new Map(pending.flatMap((input) => (input ? [[input.id, input.decision] as const] : []))),
    [pending],
  );

  const totalPages = query.data?.totalPages ?? 0;
  useEffect(() => {
    if (query.data && page > Math.max(1, totalPages)) setPage(Math.max(1, totalPages));
  }, [query.data, page, totalPages]);

  useEffect(() => {
    if (query.error) toast.error(loadErrorMessage(query.error));
  }, [query.error]);

  const onReview = (application: TeacherApplication, decision: ReviewDecision) => {
    review.mutate(
      { id: application._id, uid: application.uid, decision },
      {
        onSuccess: () =>
          decision === "approved"
            ? toast.success(messages.admin.applicationApproved)
            : toast.success(messages.admin.applicationRejected),
        onError: () =>
          toast.error(
            decision === "approved" ? messages.admin.approveApplicationFailed : messages.admin.rejectApplicationFailed,
          ),
      },
    );
  };

  const applications = query.data?.applications ?? [];
  const total = query.data?.totalApplications ?? 0;
  const viewProps = { applications, busy, currentUid: user?.uid, onReview };

  return (
    <section aria-labelledby="applications-title" className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="applications-title" className="text-xl font-bold sm:text-2xl">
            {messages.admin.applicationsTitle}
          </h2>
          {query.data && (
            <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="applications-total">
              {total} {total === 1 ? "application" : "applications"}
            </p>
          )}
        </div>
        <Button variant="secondary" busy={query.isFetching && !query.isPending} onClick={() => void query.refetch()}>
          {messages.application.refresh}
        </Button>
      </div>

      {query.isPending ? (
        <Spinner />
      ) : query.isError && !query.data ? (
        <LoadError message={loadErrorMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : applications.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {messages.admin.noApplications}
        </div>
      ) : (
        <div className={query.isPlaceholderData ? "opacity-60 transition-opacity" : undefined}>
          {isLarge ? <ApplicationsTable {...viewProps} /> : <ApplicationCards {...viewProps} />}
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
          rangeTestId="applications-range"
          perPageLabel="Rows per page"
        />
      )}
    </section>
  );
}
