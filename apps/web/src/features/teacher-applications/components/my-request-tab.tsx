import { applicationMessages, type TeacherApplication } from "@classwise/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { EmptyState, emptyIcons } from "../../../components/ui/empty-state";
import { primaryLinkClass } from "../../../components/ui/link-styles";
import { LoadError } from "../../../components/ui/load-error";
import { Spinner } from "../../../components/ui/spinner";
import { panelClass, TitledSection } from "../../../components/ui/titled-section";
import { useFailureToast } from "../../../components/ui/use-failure-toast";
import { paths } from "../../../lib/paths";
import { queryKeys } from "../../../lib/query-keys";
import { useMyApplication } from "../api/get-my-application";
import { ApplicationDetails } from "./application-details";
import { ApplicationStatusBadge } from "./application-status-badge";
import { StatusIcon } from "./status-icon";
import { WhatsNext } from "./whats-next";

const copy = applicationMessages;

const statusCopy = {
  pending: { title: copy.pendingTitle, text: `${copy.pendingText} ${copy.reviewNote}` },
  approved: { title: copy.approvedTitle, text: copy.approvedText },
  rejected: { title: copy.rejectedTitle, text: copy.rejectedText },
} as const;

function StatusCard({ application }: { application: TeacherApplication }) {
  const { title, text } = statusCopy[application.status];
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-start sm:p-6 dark:border-slate-800 dark:bg-slate-900">
      <StatusIcon tone={application.status} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-lg font-semibold">{title}</h3>
          <ApplicationStatusBadge status={application.status} />
        </div>
        <p className="mt-1 text-slate-600 dark:text-slate-400">{text}</p>
        {application.status === "approved" && (
          <Link to={paths.teacher.root} className={`${primaryLinkClass} mt-4`}>
            {copy.goToTeacherDashboard}
          </Link>
        )}
        {application.status === "rejected" && (
          <Link to={paths.teach} className={`${primaryLinkClass} mt-4`}>
            {copy.applyAgain}
          </Link>
        )}
      </div>
    </div>
  );
}

function NoApplication() {
  return (
    <EmptyState
      heading="h3"
      icon={emptyIcons.document}
      title={copy.noneTitle}
      text={copy.noneText}
      link={{ to: paths.teach, label: copy.applyToTeach }}
    />
  );
}

/** product §2 Student dashboard, My Teaching Request: Refresh, status card, details, 'What's Next' while pending. */
export function MyRequestTab() {
  const mine = useMyApplication();
  const queryClient = useQueryClient();
  const application = mine.data ?? null;
  const isApproved = application?.status === "approved";

  useFailureToast(mine.isError, copy.loadOwnFailed);
  // The approval made this user a teacher: re-read the record so the teacher guard lets them in.
  useEffect(() => {
    if (isApproved) void queryClient.invalidateQueries({ queryKey: queryKeys.users.all });
  }, [isApproved, queryClient]);

  let body: React.ReactNode;
  if (mine.isPending && mine.fetchStatus !== "idle") body = <Spinner />;
  else if (mine.isError && !mine.data)
    body = <LoadError message={copy.loadOwnFailed} onRetry={() => void mine.refetch()} />;
  else if (!application) body = <NoApplication />;
  else
    body = (
      <div className="space-y-5">
        <StatusCard application={application} />
        <TitledSection
          titleId="application-details-title"
          title={copy.details}
          heading="h3"
          className={panelClass}
          titleClassName="mb-4 text-lg font-semibold"
        >
          <ApplicationDetails application={application} />
        </TitledSection>
        {application.status === "pending" && <WhatsNext appliedAt={application.appliedAt} />}
      </div>
    );

  return (
    <TitledSection
      titleId="my-request-title"
      title={copy.myRequestTitle}
      className="mx-auto max-w-3xl space-y-5"
      titleClassName="text-xl font-bold sm:text-2xl"
      headerClassName="flex items-center justify-between gap-3"
      aside={
        <Button variant="secondary" busy={mine.isFetching} onClick={() => void mine.refetch()}>
          {copy.refresh}
        </Button>
      }
    >
      {body}
    </TitledSection>
  );
}
