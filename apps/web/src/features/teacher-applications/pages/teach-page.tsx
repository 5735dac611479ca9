import { applicationMessages } from "@classwise/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { primaryLinkClass } from "../../../components/ui/link-styles";
import { LoadError } from "../../../components/ui/load-error";
import { Spinner } from "../../../components/ui/spinner";
import { useFailureToast } from "../../../components/ui/use-failure-toast";
import { useAuth } from "../../../lib/auth/auth-context";
import { paths } from "../../../lib/paths";
import { queryKeys } from "../../../lib/query-keys";
import { useMyApplication } from "../api/get-my-application";
import { ApplicationDetails } from "../components/application-details";
import { ApplicationForm } from "../components/application-form";
import { StatusPanel } from "../components/status-panel";

const copy = applicationMessages;

/** The caller's account as the user record reports it; the app layer reads it (features stay apart). */
export interface ApplicantAccount {
  role: string | undefined;
  name: string | undefined;
  isLoading: boolean;
  isError: boolean;
  retry: () => void;
}

/**
 * product §2 /teach: loading; already a teacher; pending review; rejected (Edit & Resubmit); the form, titled
 * 'Become an Instructor' or, when editing, 'Edit Teaching Application'.
 */
export function TeachPage({ account }: { account: ApplicantAccount }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const mine = useMyApplication();
  const [editing, setEditing] = useState(false);
  const application = mine.data ?? null;
  const isApproved = application?.status === "approved";

  useFailureToast(account.isError, copy.loadStatusFailed);
  useFailureToast(mine.isError, copy.loadOwnFailed);
  // An approval changes the role: re-read the record so the teacher guard lets the user in.
  useEffect(() => {
    if (isApproved && account.role !== "teacher") void queryClient.invalidateQueries({ queryKey: queryKeys.users.all });
  }, [isApproved, account.role, queryClient]);

  // Switching between the status view and the form replaces most of the page: start it from the top.
  const view = editing ? "edit" : (application?.status ?? "none");
  useEffect(() => {
    if (view) window.scrollTo({ top: 0 });
  }, [view]);

  const reload = () => {
    setEditing(false);
    void mine.refetch();
  };

  let content: React.ReactNode;
  if (account.isLoading || (mine.isPending && mine.fetchStatus !== "idle")) {
    content = <Spinner />;
  } else if (account.role === "teacher" || isApproved) {
    content = (
      <StatusPanel tone="teacher" title={copy.teacherTitle} text={copy.teacherText}>
        <div className="flex justify-center">
          <Link to={paths.teacher.root} className={primaryLinkClass}>
            {copy.goToTeacherDashboard}
          </Link>
        </div>
      </StatusPanel>
    );
  } else if (account.isError) {
    content = <LoadError message={copy.loadStatusFailed} onRetry={account.retry} />;
  } else if (mine.isError) {
    content = <LoadError message={copy.loadOwnFailed} onRetry={() => void mine.refetch()} />;
  } else if (application?.status === "pending") {
    content = (
      <StatusPanel tone="pending" title={copy.pendingTitle} text={copy.pendingText}>
        <ApplicationDetails application={application} />
        <p className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-200">
          {copy.reviewNote}
        </p>
      </StatusPanel>
    );
  } else if (application?.status === "rejected" && !editing) {
    content = (
      <StatusPanel tone="rejected" title={copy.rejectedTitle} text={copy.rejectedText}>
        <ApplicationDetails application={application} />
        <div className="flex justify-center">
          <Button onClick={() => setEditing(true)}>{copy.editAndResubmit}</Button>
        </div>
      </StatusPanel>
    );
  } else {
    content = (
      <ApplicationForm
        application={application?.status === "rejected" ? application : undefined}
        defaultName={account.name || user?.displayName || ""}
        email={user?.email ?? ""}
        onCancel={application ? () => setEditing(false) : undefined}
        onStale={reload}
        onSaved={() => setEditing(false)}
      />
    );
  }

  return <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">{content}</div>;
}
