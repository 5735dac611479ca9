import { messages, type TeacherApplication } from "@classwise/shared";

export type ReviewDecision = "approved" | "rejected";

export interface ReviewActionsProps {
  application: TeacherApplication;
  /** The decision being sent for this row, if any: both buttons are disabled meanwhile (spec §4). */
  busyDecision: ReviewDecision | undefined;
  /** The signed-in admin's own application: another admin decides it (the server refuses self-review). */
  isOwn?: boolean | undefined;
  onReview: (application: TeacherApplication, decision: ReviewDecision) => void;
}

function Spinner() {
  return (
    <span
      data-testid="review-spinner"
      className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent"
      aria-hidden="true"
    />
  );
}

const base =
  "inline-flex items-center justify-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap text-white transition disabled:cursor-not-allowed";

/** spec §4: only pending rows show Approve and Reject; approved and rejected read as plain text. */
export function ReviewActions({ application, busyDecision, isOwn = false, onReview }: ReviewActionsProps) {
  if (application.status !== "pending") {
    return (
      <span className="text-sm font-medium text-slate-500 dark:text-slate-400">
        {messages.application.statusLabels[application.status]}
      </span>
    );
  }
  const isDisabled = busyDecision !== undefined || isOwn;
  const who = application.name || application.email;
  return (
    <div className="flex flex-wrap gap-2" title={isOwn ? messages.admin.ownApplication : undefined}>
      <button
        type="button"
        onClick={() => onReview(application, "approved")}
        disabled={isDisabled}
        aria-busy={busyDecision === "approved" || undefined}
        aria-label={`${messages.admin.approve}: ${who}`}
        className={`${base} bg-emerald-600 hover:bg-emerald-700 disabled:bg-emerald-600/60`}
      >
        {busyDecision === "approved" && <Spinner />}
        {messages.admin.approve}
      </button>
      <button
        type="button"
        onClick={() => onReview(application, "rejected")}
        disabled={isDisabled}
        aria-busy={busyDecision === "rejected" || undefined}
        aria-label={`${messages.admin.reject}: ${who}`}
        className={`${base} bg-red-600 hover:bg-red-700 disabled:bg-red-600/60`}
      >
        {busyDecision === "rejected" && <Spinner />}
        {messages.admin.reject}
      </button>
    </div>
  );
}
