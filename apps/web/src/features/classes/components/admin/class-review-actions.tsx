import { adminMessages, classesMessages, type PublicClass } from "@classwise/shared";
import { DecidedLabel, ReviewButtons } from "../../../../components/ui/review-buttons";
import { StrokeIcon } from "../../../../components/ui/stroke-icon";
import type { ClassDecision } from "../../api/review-class";

export interface ClassReviewActionsProps {
  item: PublicClass;
  /** The decision being sent for this row, if any: both buttons are disabled meanwhile (product §4). */
  busyDecision: ClassDecision | undefined;
  onReview: (item: PublicClass, decision: ClassDecision) => void;
}

/** product §4: Approve and Reject only while pending; approved and rejected read as plain text. */
export function ClassReviewActions({ item, busyDecision, onReview }: ClassReviewActionsProps) {
  if (item.status !== "pending") return <DecidedLabel>{classesMessages.statusLabels[item.status]}</DecidedLabel>;
  return (
    <ReviewButtons subject={item.title} busyDecision={busyDecision} onReview={(decision) => onReview(item, decision)} />
  );
}

/** product §4: Progress only for approved classes. */
export function ProgressButton({ item, onOpen }: { item: PublicClass; onOpen: (item: PublicClass) => void }) {
  if (item.status !== "approved") return null;
  return (
    <button
      type="button"
      onClick={() => onOpen(item)}
      aria-label={`${adminMessages.progress}: ${item.title}`}
      className="inline-flex items-center justify-center gap-1.5 rounded-lg border border-brand-600 px-3 py-2 text-sm font-semibold whitespace-nowrap text-brand-700 transition hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:border-brand-500 dark:text-brand-100 dark:hover:bg-slate-800"
    >
      <StrokeIcon d="M4 20V10M10 20V4M16 20v-7M22 20H2" size={16} />
      {adminMessages.progress}
    </button>
  );
}
