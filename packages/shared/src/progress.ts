import { progressMessages } from "./messages/index.js";

/**
 * product §3 Progress (derived per class), with the lessons of the class alongside its assignments
 * (docs/decisions/0019-lessons-and-progress.md).
 */
export interface StudentProgress {
  /** Assignments that count for this student: all but those whose deadline had passed before they enrolled. */
  totalAssignments: number;
  completedAssignments: number;
  totalLessons: number;
  completedLessons: number;
  progressPercentage: number;
  isCompleted: boolean;
  hasAssignments: boolean;
}

/** product §8: a class whose progress cannot be read shows zero progress and no assignments. */
export const EMPTY_STUDENT_PROGRESS: StudentProgress = Object.freeze({
  totalAssignments: 0,
  completedAssignments: 0,
  totalLessons: 0,
  completedLessons: 0,
  progressPercentage: 0,
  isCompleted: false,
  hasAssignments: false,
});

/**
 * Whether an assignment counts for a student: it does unless its deadline had already passed when they
 * enrolled and they never submitted it (a late enrollee could never reach 100% otherwise).
 */
export function isCountableAssignment(
  deadline: string | Date,
  enrolledAt: string | Date | undefined,
  isSubmitted: boolean,
) {
  if (isSubmitted || enrolledAt === undefined) return true;
  return new Date(deadline).getTime() >= new Date(enrolledAt).getTime();
}

/**
 * product §7: per-class progress from the class's assignment list and the student's submission list.
 * An assignment counts as completed once the student has a submission for it; submissions for
 * assignments not in the list (or several for one assignment) never push progress past 100%.
 * Assignments closed before `enrolledAt` are left out unless submitted.
 */
export function computeStudentProgress(
  assignments: readonly { _id: string; deadline?: string }[],
  submissions: readonly { assignmentId: string }[],
  options: { enrolledAt?: string | undefined; totalLessons?: number; completedLessons?: number } = {},
): StudentProgress {
  const submitted = new Set(submissions.map((submission) => submission.assignmentId));
  const counted = new Set<string>();
  let completedAssignments = 0;
  for (const assignment of assignments) {
    if (counted.has(assignment._id)) continue;
    const isSubmitted = submitted.has(assignment._id);
    if (
      assignment.deadline !== undefined &&
      !isCountableAssignment(assignment.deadline, options.enrolledAt, isSubmitted)
    ) {
      continue;
    }
    counted.add(assignment._id);
    if (isSubmitted) completedAssignments++;
  }
  return progressFromCounts(counted.size, completedAssignments, options.totalLessons, options.completedLessons);
}

/**
 * The one progress formula, from counts (the server counts them in SQL):
 * percentage = round((completed lessons + submitted assignments) / (lessons + countable assignments) * 100).
 * With no lessons it is product §9's rounded submitted / total * 100.
 */
export function progressFromCounts(
  totalAssignments: number,
  completedAssignments: number,
  totalLessons = 0,
  completedLessons = 0,
): StudentProgress {
  const assignments = Math.max(0, totalAssignments);
  const lessons = Math.max(0, totalLessons);
  const total = assignments + lessons;
  if (total === 0) return { ...EMPTY_STUDENT_PROGRESS };
  const submitted = Math.min(Math.max(0, completedAssignments), assignments);
  const completed = Math.min(Math.max(0, completedLessons), lessons);
  const done = submitted + completed;
  return {
    totalAssignments: assignments,
    completedAssignments: submitted,
    totalLessons: lessons,
    completedLessons: completed,
    progressPercentage: Math.round((done / total) * 100),
    isCompleted: done === total,
    hasAssignments: assignments > 0,
  };
}

export const STUDENT_PROGRESS_STATES = [
  "loading",
  "no-assignments",
  "completed",
  "in-progress",
  "not-started",
] as const;
export type StudentProgressState = (typeof STUDENT_PROGRESS_STATES)[number];

/** product §4 Progress per class; `undefined` means no data yet. Lessons count like assignments. */
export function studentProgressState(progress: StudentProgress | undefined): StudentProgressState {
  if (!progress) return "loading";
  if (progress.totalAssignments + progress.totalLessons === 0) return "no-assignments";
  if (progress.isCompleted) return "completed";
  if (progress.completedAssignments + progress.completedLessons > 0) return "in-progress";
  return "not-started";
}

/** The label of each state, as the spec words it. */
export function studentProgressLabel(state: StudentProgressState): string {
  return progressMessages[state];
}
