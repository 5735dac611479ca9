import type { Submission } from "@classwise/shared";
import type { SubmissionRow } from "./repository.js";

/** A submission as the API shows it (product §3). */
export function toSubmission(row: SubmissionRow): Submission {
  return {
    _id: row.id,
    assignmentId: row.assignmentId,
    classId: row.classId,
    studentUid: row.studentId,
    studentName: row.studentName,
    studentEmail: row.studentEmail,
    submissionText: row.submissionText,
    submittedAt: row.submittedAt.toISOString(),
    score: row.score,
    feedback: row.gradedAt ? (row.feedback ?? "") : null,
    gradedAt: row.gradedAt?.toISOString() ?? null,
  };
}
