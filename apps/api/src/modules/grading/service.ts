import type { Db } from "@classwise/db/client";
import {
  type AssignmentSubmissionsQuery,
  type AssignmentSubmissionsResponse,
  type GradeSubmissionBody,
  type GradingAssignment,
  type GradingSubmission,
  type GradingSubmissionResponse,
  messages,
  paths,
  totalPagesFor,
} from "@classwise/shared";
import { notFound } from "../../lib/errors.js";
import { boundedWindow } from "../../lib/pagination.js";
import type { Actor } from "../../policy/index.js";
import { notifyUsers } from "../notifications/notify.js";
import { toSubmission } from "../submissions/to-submission.js";
import {
  countAssignmentSubmissions,
  findAssignmentSubmissionPage,
  findNextUngradedId,
  findScopedAssignment,
  findScopedSubmission,
  gradingScope,
  updateGrade,
} from "./repository.js";

type AssignmentRow = NonNullable<Awaited<ReturnType<typeof findScopedAssignment>>>;
type SubmissionRow = NonNullable<Awaited<ReturnType<typeof findScopedSubmission>>>;

const toGradingAssignment = (row: AssignmentRow): GradingAssignment => ({
  _id: row.id,
  classId: row.classId,
  title: row.title,
  deadline: row.deadline.toISOString(),
});

const toGradingSubmission = (row: Pick<SubmissionRow, "submission" | "studentPhotoURL">): GradingSubmission => ({
  ...toSubmission(row.submission),
  studentPhotoURL: row.studentPhotoURL ?? "",
});

/**
 * GET /assignments/{id}/submissions: the class's teacher and admins. Another teacher's assignment answers
 * 404, as a missing one does.
 */
export async function listAssignmentSubmissions(
  db: Db,
  actor: Actor,
  assignmentId: string,
  query: AssignmentSubmissionsQuery,
): Promise<AssignmentSubmissionsResponse> {
  const assignment = await findScopedAssignment(db, gradingScope(actor, "read:class-submissions"), assignmentId);
  if (!assignment) throw notFound(messages.learning.assignmentNotFound);
  const [rows, counts] = await Promise.all([
    findAssignmentSubmissionPage(db, assignmentId, query.status, boundedWindow(query, messages.api.submissionsTooDeep)),
    countAssignmentSubmissions(db, assignmentId),
  ]);
  const total = query.status === "all" ? counts.all : counts[query.status];
  return {
    success: true,
    assignment: toGradingAssignment(assignment),
    submissions: rows.map(toGradingSubmission),
    totalSubmissions: total,
    totalPages: totalPagesFor(total, query.limit),
    counts,
  };
}

/** GET /submissions/{id}: one submission opened for grading (the class's teacher, admins). */
export async function openSubmission(db: Db, actor: Actor, submissionId: string): Promise<GradingSubmissionResponse> {
  const row = await findScopedSubmission(db, gradingScope(actor, "read:class-submissions"), submissionId);
  if (!row) throw notFound(messages.grading.submissionNotFound);
  return {
    success: true,
    submission: toGradingSubmission(row),
    assignment: toGradingAssignment(row.assignment),
    nextUngradedId: await findNextUngradedId(db, row.submission),
  };
}

/**
 * PUT /submissions/{id}/grade: sets or replaces the score and feedback (the class's teacher, admins);
 * grader and time come from the token and the database clock. Answers the submission as it now stands
 * and the next one still waiting, so the screen can move on.
 */
export async function gradeSubmission(
  db: Db,
  actor: Actor,
  submissionId: string,
  body: GradeSubmissionBody,
): Promise<GradingSubmissionResponse> {
  const scope = gradingScope(actor, "update:grade");
  // The grade and the student's notification commit together.
  const updated = await db.transaction(async (tx) => {
    const row = await updateGrade(tx, scope, {
      submissionId,
      score: body.score,
      feedback: body.feedback,
      graderId: actor.uid,
    });
    // A regrade that changes neither score nor feedback tells nobody (decision 23, issue 22).
    if (row?.changed) {
      await notifyUsers(tx, [row.studentId], {
        kind: "submission-graded",
        title: messages.notifications.submissionGraded(row.assignmentTitle),
        body: messages.notifications.submissionGradedBody(body.score),
        link: paths.student.enrolledClass(row.classId),
      });
    }
    return row;
  });
  if (!updated) throw notFound(messages.grading.submissionNotFound);
  return openSubmission(db, actor, submissionId);
}
