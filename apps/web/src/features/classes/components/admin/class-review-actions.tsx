import { messages, type PublicClass } from "@classwise/shared";
import type { ClassDecision } from "../../api/review-class";

export interface ClassReviewActionsProps {
  item: PublicClass;
  /** The decision being sent for this row, if any: both buttons are disabled meanwhile (spec §4). */
  busyDecision: ClassDecision | undefined;
  onReview: (item: PublicClass, decision: ClassDecision) => void;
}

function RowSpinner() {
  return (
    <span
      data-testid="review-spinner"
      className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent"
      aria-hidden="true"
    />
  );
}

const base =
  "inline-flex items-center justify-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap text-white transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed";

/** spec §4: Approve and Reject only while pending; approved and rejected read as plain text. */
export function ClassReviewActions({ item, busyDecision, onReview }: ClassReviewActionsProps) {
  if (item.status !== "pending") {
    return (
      <span className="text-sm font-medium text-slate-500 dark:text-slate-400">
        {messages.classes.statusLabels[item.status]}
      </span>
    );
  }
  const isBusy = busyDecision !== undefined;
  return (
    <div className="flex gap-2">
      <button
        type="button"
        onClick={() => onReview(item, "approved")}
        disabled={isBusy}
        aria-busy={busyDecision === "approved" || undefined}
        aria-label={`${messages.admin.approve}: ${item.title}`}
        className={`${base} bg-emerald-600 hover:bg-emerald-700 disabled:bg-emerald-600/60`}
      >
        {busyDecision === "approved" && <RowSpinner />}
        {messages.admin.approve}
      </button>
      <button
        type="button"
        onClick={() => onReview(item, "rejected")}
        disabled={isBusy}
        aria-busy={busyDecision === "rejected" || undefined}
        aria-label={`${messages.admin.reject}: ${item.title}`}
        className={`${base} bg-red-600 hover:bg-red-700 disabled:bg-red-600/60`}
      >
        {busyDecision === "rejected" && <RowSpinner />}
        {messages.admin.reject}
      </button>
    </div>
  );
}

/** spec §4: Progress only for approved classes. */
export function ProgressButton({ item, onOpen }: { item: PublicClass; onOpen: (item: PublicClass) => void }) {
  if (item.status !== "approved") return null;
  return (
    <button
      type="button"
      onClick={() => onOpen(item)}
      aria-label={`${messages.admin.progress}: ${item.title}`}
      className="inline-flex items-center justify-center gap-1.5 rounded-lg border border-brand-600 px-3 py-2 text-sm font-semibold whitespace-nowrap text-brand-700 transition hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:border-brand-500 dark:text-brand-100 dark:hover:bg-slate-800"
    >
      <svg
        viewBox="0 0 24 24"
        width="16"
        height="16"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" strokeLinecap="round" />
      </svg>
      {messages.admin.progress}
    </button>
  );
}
