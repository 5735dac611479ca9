import type { Assignment, Submission } from "@classwise/shared";

export type AssignmentStatus = "submitted" | "missed" | "pending" | "graded";

/**
 * product §4 Assignment state for a student: Submitted when a submission exists; Missed when the deadline has
 * passed with no submission; Pending otherwise. Only pending assignments accept submissions. A submission
 * the teacher graded shows Graded (docs/decisions/0020-grading.md).
 */
export function assignmentStatus(
  deadline: string,
  isSubmitted: boolean,
  now: number,
  isGraded = false,
): AssignmentStatus {
  if (isSubmitted) return isGraded ? "graded" : "submitted";
  return Date.parse(deadline) <= now ? "missed" : "pending";
}

export interface AssignmentRow {
  assignment: Assignment;
  status: AssignmentStatus;
  /** The student's own submission, when there is one (its grade included once graded). */
  submission?: Submission | undefined;
}

/** Every assignment with its status, in the list's order (newest first). */
export function assignmentRows(
  assignments: readonly Assignment[],
  submissions: ReadonlyMap<string, Submission>,
  now: number,
): AssignmentRow[] {
  return assignments.map((assignment) => {
    const submission = submissions.get(assignment._id);
    return {
      assignment,
      submission,
      status: assignmentStatus(assignment.deadline, Boolean(submission), now, Boolean(submission?.gradedAt)),
    };
  });
}
