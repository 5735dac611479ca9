import { adminMessages, catalogueMessages, classesMessages, type PublicClass } from "@classwise/shared";
import { useMutationState } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { EmptyState } from "../../../../components/ui/empty-state";
import { countOf, ListHeader, ListState } from "../../../../components/ui/list-state";
import { PagedListFooter } from "../../../../components/ui/paged-list-footer";
import { usePagedList, usePageState } from "../../../../components/ui/use-paged-list";
import { mutationKeys } from "../../../../lib/query-keys";
import { toast } from "../../../../lib/toast";
import { useMediaQuery } from "../../../../lib/use-media-query";
import { useAdminClasses } from "../../api/list-admin-classes";
import { type ClassDecision, type ReviewClassInput, useReviewClass } from "../../api/review-class";
import { AdminClassCards } from "./admin-class-cards";
import { AdminClassesTable } from "./admin-classes-table";
import { ClassProgressModal } from "./class-progress-modal";

/** product §2 Admin dashboard, All Classes Management: every class, Approve/Reject while pending, Progress. */
export function AdminClassesTab() {
  const { page, limit, paging } = usePageState();
  const [progressOf, setProgressOf] = useState<PublicClass | null>(null);
  const isLarge = useMediaQuery("(min-width: 1024px)");
  const query = useAdminClasses({ page, limit });
  const { errorMessage, pager } = usePagedList(query, {
    ...paging,
    total: query.data?.totalClasses,
    errorTexts: classesMessages,
  });
  const review = useReviewClass();
  const pending = useMutationState({
    filters: { mutationKey: mutationKeys.reviewClass, status: "pending" },
    select: (mutation) => mutation.state.variables as ReviewClassInput | undefined,
  });
  const busy = useMemo(
    () => new Map(pending.flatMap((input) => (input ? [[input.id, input.decision] as const] : []))),
    [pending],
  );

  const classes = query.data?.classes ?? [];
  const total = query.data?.totalClasses ?? 0;

  const onReview = (item: PublicClass, decision: ClassDecision) => {
    review.mutate(
      { id: item._id, decision },
      {
        onSuccess: () =>
          decision === "approved"
            ? toast.success(adminMessages.classApproved(item.title))
            : toast.success(adminMessages.classRejected(item.title)),
        onError: () =>
          toast.error(decision === "approved" ? adminMessages.approveClassFailed : adminMessages.rejectClassFailed),
      },
    );
  };

  const viewProps = { classes, busy, onReview, onProgress: setProgressOf };

  return (
    <section aria-labelledby="admin-classes-title" className="space-y-5">
      <ListHeader
        id="admin-classes-title"
        title={adminMessages.classesTitle}
        count={query.data && countOf(total, "class", "classes")}
        countTestId="admin-classes-total"
        query={query}
        refreshLabel={classesMessages.refresh}
      />

      <ListState
        query={query}
        errorMessage={errorMessage}
        isEmpty={classes.length === 0}
        empty={<EmptyState title={adminMessages.noClasses} />}
      >
        {isLarge ? <AdminClassesTable {...viewProps} /> : <AdminClassCards {...viewProps} />}
      </ListState>

      {pager && <PagedListFooter {...pager} rangeTestId="list-range" describeRange={catalogueMessages.showing} />}

      <ClassProgressModal item={progressOf} onClose={() => setProgressOf(null)} />
    </section>
  );
}
