import { enrolledMessages } from "@classwise/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { EmptyState, emptyIcons } from "../../../components/ui/empty-state";
import { ListState } from "../../../components/ui/list-state";
import { PagedListFooter } from "../../../components/ui/paged-list-footer";
import { StrokeIcon } from "../../../components/ui/stroke-icon";
import { usePagedList, usePageState } from "../../../components/ui/use-paged-list";
import { paths } from "../../../lib/paths";
import { queryKeys } from "../../../lib/query-keys";
import { useEnrolledClasses } from "../api/list-enrolled-classes";
import { EnrolledClassCard } from "./enrolled-class-card";
import { EnrolmentSummaryCards } from "./enrolment-summary-cards";

/** product §2 Student dashboard: My Enrolled Classes. */
export function MyEnrolledClassesTab() {
  const { page, limit, paging } = usePageState();
  const queryClient = useQueryClient();
  const query = useEnrolledClasses({ page, limit });
  const { errorMessage, pager } = usePagedList(query, {
    ...paging,
    total: query.data?.totalClasses,
    errorTexts: enrolledMessages,
    errorToastId: "enrolled-classes-error",
  });
  const [refreshing, setRefreshing] = useState(false);

  const refresh = async () => {
    setRefreshing(true);
    try {
      await queryClient.invalidateQueries({ queryKey: queryKeys.enrolments.all });
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
            {enrolledMessages.title}
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{enrolledMessages.intro}</p>
        </div>
        <Button variant="secondary" onClick={refresh} disabled={refreshing} className="self-start sm:self-auto">
          <StrokeIcon
            d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7"
            size={16}
            className={refreshing ? "animate-spin" : undefined}
          />
          {enrolledMessages.refresh}
        </Button>
      </div>

      <EnrolmentSummaryCards summary={query.data?.summary} />

      <ListState
        query={query}
        errorMessage={errorMessage}
        isEmpty={total === 0}
        empty={
          // Called like the payment page's "class information not found"; each names its own texts and link.
          <EmptyState
            heading="h3"
            icon={emptyIcons.book}
            title={enrolledMessages.emptyTitle}
            text={enrolledMessages.emptyText}
            link={{ to: paths.allClasses, label: enrolledMessages.browseClasses }}
          />
        }
      >
        <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {classes.map((item, index) => (
            <EnrolledClassCard key={item._id} item={item} eager={index < 3} />
          ))}
        </div>
      </ListState>

      {pager && (
        <PagedListFooter
          {...pager}
          rangeTestId="enrolled-range"
          perPageLabel={enrolledMessages.perPage}
          describeRange={enrolledMessages.showing}
          stackBelow="md"
        />
      )}
    </section>
  );
}
