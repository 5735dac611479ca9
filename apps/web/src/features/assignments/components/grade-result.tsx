import { gradingMessages, type Submission } from "@classwise/shared";

const copy = gradingMessages;

/** The student's score and the teacher's feedback on a graded submission. */
export function GradeResult({ submission }: { submission: Submission }) {
  if (submission.score === null || !submission.gradedAt) return null;
  return (
    <div data-testid="grade-result" className="space-y-1 text-sm">
      <p className="font-semibold text-slate-900 dark:text-white">
        {copy.yourScore}:{" "}
        <span className="tabular-nums text-sky-700 dark:text-sky-300">{copy.scoreOf(submission.score)}</span>
      </p>
      {submission.feedback ? (
        <div>
          <p className="text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">
            {copy.teacherFeedback}
          </p>
          <p className="whitespace-pre-line break-words text-slate-700 dark:text-slate-300">{submission.feedback}</p>
        </div>
      ) : null}
    </div>
  );
}
