import { messages, type TeacherApplication } from "@classwise/shared";
import { DecidedLabel, ReviewButtons, type ReviewDecision } from "../../../components/ui/review-buttons";

export type { ReviewDecision };

export interface ReviewActionsProps {
  application: TeacherApplication;
  /** The decision being sent for this row, if any: both buttons are disabled meanwhile (spec §4). */
  busyDecision: ReviewDecision | undefined;
  /** The signed-in admin's own application: another admin decides it (the server refuses self-review). */
  isOwn?: boolean | undefined;
  onReview: (application: TeacherApplication, decision: ReviewDecision) => void;
}

/** spec §4: only pending rows show Approve and Reject; approved and rejected read as plain text. */
export function ReviewActions({ application, busyDecision, isOwn = false, onReview }: ReviewActionsProps) {
  if (application.status !== "pending") {
    return <DecidedLabel>{messages.application.statusLabels[application.status]}</DecidedLabel>;
  }
  return (
    <ReviewButtons
      subject={application.name || application.email}
      busyDecision={busyDecision}
      disabled={isOwn}
      title={isOwn ? messages.admin.ownApplication : undefined}
      onReview={(decision) => onReview(application, decision)}
    />
  );
}
