import { learningMessages } from "@classwise/shared";
import { StrokeIcon } from "../../../components/ui/stroke-icon";
import type { AssignmentRow } from "../lib/assignment-status";
import { GradeResult } from "./grade-result";
import { SubmissionForm } from "./submission-form";

/** What a row offers: the answer box while pending, else 'Already submitted' or 'Cannot submit' (product §2). */
export function SubmissionCell({ row, compact = false }: { row: AssignmentRow; compact?: boolean }) {
  if (row.status === "pending") return <SubmissionForm assignment={row.assignment} compact={compact} />;
  if (row.status === "graded" && row.submission) return <GradeResult submission={row.submission} />;
  if (row.status === "submitted") {
    return (
      <p className="inline-flex items-center gap-1.5 text-sm font-medium text-emerald-700 dark:text-emerald-300">
        <StrokeIcon d="M5 12l5 5 9-11" size={18} strokeWidth={2.2} />
        {learningMessages.alreadySubmitted}
      </p>
    );
  }
  return (
    <p className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-500 dark:text-slate-400">
      <StrokeIcon d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM5.6 5.6l12.8 12.8" size={18} />
      {learningMessages.cannotSubmit}
    </p>
  );
}
