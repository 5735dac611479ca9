import type { Assignment } from "@classwise/shared";

export type AssignmentStatus = "submitted" | "missed" | "pending";

/**
 * spec §4 Assignment state for a student: Submitted when a submission exists; Missed when the deadline has
 * passed with no submission; Pending otherwise. Only pending assignments accept submissions.
 */
export function assignmentStatus(deadline: string, isSubmitted: boolean, now: number): AssignmentStatus {
  if (isSubmitted) return "submitted";
  return Date.parse(deadline) <= now ? "missed" : "pending";
}

export interface AssignmentRow {
  assignment: Assignment;
  status: AssignmentStatus;
}

/** Every assignment with its status, in the list's order (newest first). */
export function assignmentRows(
  assignments: readonly Assignment[],
  submittedIds: ReadonlySet<string>,
  now: number,
): AssignmentRow[] {
  return assignments.map((assignment) => ({
    assignment,
    status: assignmentStatus(assignment.deadline, submittedIds.has(assignment._id), now),
  }));
}
