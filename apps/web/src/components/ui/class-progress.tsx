import {
  enrolledMessages,
  lessonsMessages,
  type StudentProgress,
  studentProgressLabel,
  studentProgressState,
} from "@classwise/shared";

const badgeTones = {
  loading: "bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-400",
  "no-assignments": "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300",
  completed: "bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300",
  "in-progress": "bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300",
  "not-started": "bg-sky-100 text-sky-800 dark:bg-sky-500/15 dark:text-sky-300",
} as const;

const barTones = {
  loading: "bg-slate-300 dark:bg-slate-600",
  "no-assignments": "bg-slate-300 dark:bg-slate-600",
  completed: "bg-emerald-500",
  "in-progress": "bg-amber-500",
  "not-started": "bg-sky-500",
} as const;

/**
 * product §4 Progress per class: status, percentage and bar, and what it counts (lessons, assignments);
 * `undefined` while loading. The numbers come from `progressFromCounts` (docs/decisions/0019).
 */
export function ClassProgress({ progress }: { progress: StudentProgress | undefined }) {
  const state = studentProgressState(progress);
  const percentage = progress?.progressPercentage ?? 0;
  return (
    <div data-testid="class-progress" data-state={state}>
      <div className="flex items-center justify-between gap-2 text-sm">
        <span className="text-slate-600 dark:text-slate-400">{enrolledMessages.progress}</span>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${badgeTones[state]}`}>
          {studentProgressLabel(state)}
        </span>
      </div>
      <div className="mt-2 flex items-center gap-3">
        <div
          className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percentage}
          aria-label={enrolledMessages.progress}
        >
          <div
            className={`h-full rounded-full transition-all ${barTones[state]}`}
            style={{ width: `${percentage}%` }}
          />
        </div>
        <span className="w-10 text-right text-sm font-semibold tabular-nums text-slate-900 dark:text-white">
          {percentage}%
        </span>
      </div>
      {progress && progress.totalLessons > 0 && (
        <p className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">
          {lessonsMessages.lessonsDone(progress.completedLessons, progress.totalLessons)}
        </p>
      )}
      {progress?.hasAssignments && (
        <p className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">
          {enrolledMessages.assignmentsDone(progress.completedAssignments, progress.totalAssignments)}
        </p>
      )}
    </div>
  );
}
