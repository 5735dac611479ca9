import { learningMessages } from "@classwise/shared";
import type { AssignmentStatus } from "../lib/assignment-status";

const tones: Record<AssignmentStatus, string> = {
  submitted:
    "bg-emerald-100 text-emerald-800 ring-emerald-600/20 dark:bg-emerald-500/15 dark:text-emerald-300 dark:ring-emerald-400/30",
  missed: "bg-red-100 text-red-800 ring-red-600/20 dark:bg-red-500/15 dark:text-red-300 dark:ring-red-400/30",
  graded: "bg-sky-100 text-sky-800 ring-sky-600/20 dark:bg-sky-500/15 dark:text-sky-300 dark:ring-sky-400/30",
  pending:
    "bg-amber-100 text-amber-800 ring-amber-600/20 dark:bg-amber-500/15 dark:text-amber-300 dark:ring-amber-400/30",
};

/** product §4: Submitted, Missed or Pending; Graded once the teacher graded the submission. */
export function AssignmentStatusBadge({ status }: { status: AssignmentStatus }) {
  return (
    <span
      data-testid="assignment-status"
      className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[status]}`}
    >
      <span className="h-1.5 w-1.5 rounded-full bg-current" aria-hidden="true" />
      {learningMessages.status[status]}
    </span>
  );
}
