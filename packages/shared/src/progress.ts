import { messages } from "./messages.js";

/** spec §3 Progress (derived per class). */
export interface StudentProgress {
  totalAssignments: number;
  completedAssignments: number;
  progressPercentage: number;
  isCompleted: boolean;
  hasAssignments: boolean;
}

/** spec §8: a class whose progress cannot be read shows zero progress and no assignments. */
export const EMPTY_STUDENT_PROGRESS: StudentProgress = Object.freeze({
  totalAssignments: 0,
  completedAssignments: 0,
  progressPercentage: 0,
  isCompleted: false,
  hasAssignments: false,
});

/**
 * spec §7: per-class progress from the class's assignment list and the student's submission list.
 * An assignment counts as completed once the student has a submission for it; submissions for
 * assignments not in the list (or several for one assignment) never push progress past 100%.
 * spec §9: percentage = rounded completed / total * 100.
 */
export function computeStudentProgress(
  assignments: readonly { _id: string }[],
  submissions: readonly { assignmentId: string }[],
): StudentProgress {
  const assignmentIds = new Set(assignments.map((assignment) => assignment._id));
  const submitted = new Set(submissions.map((submission) => submission.assignmentId));
  let completedAssignments = 0;
  for (const id of assignmentIds) if (submitted.has(id)) completedAssignments++;
  return progressFromCounts(assignmentIds.size, completedAssignments);
}

/** The same progress from counts: `completed` of `total` assignments submitted (the server counts them). */
export function progressFromCounts(total: number, completed: number): StudentProgress {
  if (total <= 0) return { ...EMPTY_STUDENT_PROGRESS };
  const completedAssignments = Math.min(completed, total);
  return {
    totalAssignments: total,
    completedAssignments,
    progressPercentage: Math.round((completedAssignments / total) * 100),
    isCompleted: completedAssignments === total,
    hasAssignments: true,
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

/** spec §4 Progress per class; `undefined` means no data yet. */
export function studentProgressState(progress: StudentProgress | undefined): StudentProgressState {
  if (!progress) return "loading";
  if (!progress.hasAssignments) return "no-assignments";
  if (progress.isCompleted) return "completed";
  if (progress.completedAssignments > 0) return "in-progress";
  return "not-started";
}

/** The label of each state, as the spec words it. */
export function studentProgressLabel(state: StudentProgressState): string {
  return messages.progress[state];
}
