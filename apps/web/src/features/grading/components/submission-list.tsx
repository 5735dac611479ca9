import { type GradingSubmission, gradingMessages } from "@classwise/shared";
import { Avatar } from "../../../components/ui/avatar";
import { Button } from "../../../components/ui/button";
import { DateTime } from "../../../components/ui/date-time";

const copy = gradingMessages;

export interface SubmissionListProps {
  submissions: readonly GradingSubmission[];
  isBusy: boolean;
  onOpen: (submissionId: string) => void;
}

/** One row per submission: the student, when it came in, graded or not, the start of the text, Open. */
export function SubmissionList({ submissions, isBusy, onOpen }: SubmissionListProps) {
  return (
    <ul aria-busy={isBusy || undefined} className={`space-y-3 ${isBusy ? "opacity-60" : ""}`}>
      {submissions.map((submission) => (
        <li
          key={submission._id}
          data-testid="grading-row"
          className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="flex min-w-0 flex-1 items-start gap-3">
            <Avatar src={submission.studentPhotoURL} size={40} ringed />
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <p className="font-semibold text-slate-900 dark:text-white">{submission.studentName}</p>
                {submission.score === null ? (
                  <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-800 dark:bg-amber-500/15 dark:text-amber-300">
                    {copy.notGraded}
                  </span>
                ) : (
                  <span className="rounded-full bg-sky-100 px-2.5 py-0.5 text-xs font-semibold tabular-nums text-sky-800 dark:bg-sky-500/15 dark:text-sky-300">
                    {copy.gradedLabel} {copy.scoreOf(submission.score)}
                  </span>
                )}
              </div>
              <p className="text-xs text-slate-500 dark:text-slate-400">
                {copy.submittedAt} <DateTime iso={submission.submittedAt} />
              </p>
              <p className="mt-1 line-clamp-2 whitespace-pre-line break-words text-sm text-slate-700 dark:text-slate-300">
                {submission.submissionText}
              </p>
            </div>
          </div>
          <Button
            variant="secondary"
            size="sm"
            className="shrink-0 self-end sm:self-center"
            aria-label={copy.openSubmissionOf(submission.studentName)}
            onClick={() => onOpen(submission._id)}
          >
            {copy.open}
          </Button>
        </li>
      ))}
    </ul>
  );
}
