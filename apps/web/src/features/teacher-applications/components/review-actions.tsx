import { adminMessages, applicationMessages, type TeacherApplication } from "@classwise/shared";
import { DecidedLabel, ReviewButtons, type ReviewDecision } from "../../../components/ui/review-buttons";

export type { ReviewDecision };

export interface ReviewActionsProps {
  application: TeacherApplication;
  /** The decision being sent for each application, by id: both buttons are disabled meanwhile (product §4). */
  busy: ReadonlyMap<string, ReviewDecision>;
  /** The signed-in admin: their own application is another admin's to decide (the server refuses self-review). */
  currentUid: string | undefined;
  onReview: (application: TeacherApplication, decision: ReviewDecision) => void;
}

/** product §4: only pending rows show Approve and Reject; approved and rejected read as plain text. */
export function ReviewActions({ application, busy, currentUid, onReview }: ReviewActionsProps) {
  if (application.status !== "pending") {
    return <DecidedLabel>{applicationMessages.statusLabels[application.status]}</DecidedLabel>;
  }
  const isOwn = application.uid === currentUid;
  return (
    <ReviewButtons
      subject={application.name || application.email}
      busyDecision={busy.get(application._id)}
      disabled={isOwn}
      title={isOwn ? adminMessages.ownApplication : undefined}
      onReview={(decision) => onReview(application, decision)}
    />
  );
}
