import { adminMessages, applicationMessages, type TeacherApplication } from "@classwise/shared";
import { useMutationState } from "@tanstack/react-query";
import { useMemo } from "react";
import { EmptyState } from "../../../components/ui/empty-state";
import { countOf, ListHeader, ListState } from "../../../components/ui/list-state";
import { PagedListFooter } from "../../../components/ui/paged-list-footer";
import { usePagedList, usePageState } from "../../../components/ui/use-paged-list";
import { useAuth } from "../../../lib/auth/auth-context";
import { mutationKeys } from "../../../lib/query-keys";
import { toast } from "../../../lib/toast";
import { useMediaQuery } from "../../../lib/use-media-query";
import { useApplicationsList } from "../api/list-applications";
import { type ReviewApplicationInput, useReviewApplication } from "../api/review-application";
import { ApplicationCards } from "./application-cards";
import { ApplicationsTable } from "./applications-table";
import type { ReviewDecision } from "./review-actions";

const errorTexts = {
  fetchFailed: adminMessages.fetchApplicationsFailed,
  loadFailed: adminMessages.loadApplicationsFailed,
};

/** product §2 Admin dashboard, Teacher Applications: table on large screens, cards on small, paged. */
export function AdminApplicationsTab() {
  const { user } = useAuth();
  const { page, limit, paging } = usePageState();
  const isLarge = useMediaQuery("(min-width: 1024px)");
  const query = useApplicationsList({ page, limit });
  const { errorMessage, pager } = usePagedList(query, {
    ...paging,
    total: query.data?.totalApplications,
    errorTexts,
  });
  const review = useReviewApplication();
  const pending = useMutationState({
    filters: { mutationKey: mutationKeys.reviewApplication, status: "pending" },
    select: (mutation) => mutation.state.variables as ReviewApplicationInput | undefined,
  });
  const busy = useMemo(
    () => new Map(pending.flatMap((input) => (input ? [[input.id, input.decision] as const] : []))),
    [pending],
  );

  const onReview = (application: TeacherApplication, decision: ReviewDecision) => {
    review.mutate(
      { id: application._id, uid: application.uid, decision },
      {
        onSuccess: () =>
          decision === "approved"
            ? toast.success(adminMessages.applicationApproved)
            : toast.success(adminMessages.applicationRejected),
        onError: () =>
          toast.error(
            decision === "approved" ? adminMessages.approveApplicationFailed : adminMessages.rejectApplicationFailed,
          ),
      },
    );
  };

  const applications = query.data?.applications ?? [];
  const total = query.data?.totalApplications ?? 0;
  const viewProps = { applications, busy, currentUid: user?.uid, onReview };

  return (
    <section aria-labelledby="applications-title" className="space-y-5">
      <ListHeader
        id="applications-title"
        title={adminMessages.applicationsTitle}
        count={query.data && countOf(total, "application", "applications")}
        countTestId="applications-total"
        query={query}
        refreshLabel={applicationMessages.refresh}
      />

      <ListState
        query={query}
        errorMessage={errorMessage}
        isEmpty={applications.length === 0}
        empty={<EmptyState title={adminMessages.noApplications} />}
      >
        {isLarge ? <ApplicationsTable {...viewProps} /> : <ApplicationCards {...viewProps} />}
      </ListState>

      {pager && <PagedListFooter {...pager} rangeTestId="applications-range" perPageLabel="Rows per page" />}
    </section>
  );
}
