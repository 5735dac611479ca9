import { adminMessages } from "@classwise/shared";
import { BusySpinner } from "./button";
import { buttonClass } from "./link-styles";

export type ReviewDecision = "approved" | "rejected";

export interface ReviewButtonsProps {
  /** Names the row in each button's accessible name ('Approve: Jane Doe'). */
  subject: string;
  /** The decision being sent for this row, if any: both buttons are disabled meanwhile (product §4). */
  busyDecision: ReviewDecision | undefined;
  /** Disabled for another reason (the admin's own application); `title` says why. */
  disabled?: boolean;
  title?: string | undefined;
  onReview: (decision: ReviewDecision) => void;
}

/** Approve and Reject of one pending row (product §4), shared by the class and application reviews. */
export function ReviewButtons({ subject, busyDecision, disabled = false, title, onReview }: ReviewButtonsProps) {
  const isDisabled = disabled || busyDecision !== undefined;
  const decisions = [
    { decision: "approved", label: adminMessages.approve, variant: "success" },
    { decision: "rejected", label: adminMessages.reject, variant: "danger" },
  ] as const;
  return (
    <div className="flex flex-wrap gap-2" title={title}>
      {decisions.map(({ decision, label, variant }) => (
        <button
          key={decision}
          type="button"
          onClick={() => onReview(decision)}
          disabled={isDisabled}
          aria-busy={busyDecision === decision || undefined}
          aria-label={`${label}: ${subject}`}
          className={`${buttonClass(variant, "sm")} whitespace-nowrap`}
        >
          {busyDecision === decision && <BusySpinner testId="review-spinner" />}
          {label}
        </button>
      ))}
    </div>
  );
}

/** What a decided row shows instead of the buttons (product §4: plain text, no action). */
export function DecidedLabel({ children }: { children: string }) {
  return <span className="text-sm font-medium text-slate-600 dark:text-slate-400">{children}</span>;
}
