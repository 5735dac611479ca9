import type { Db } from "@classwise/db/client";
import {
  type ClassSubmissionsQuery,
  type ClassSubmissionsResponse,
  messages,
  type Submission,
  type SubmitAssignmentBody,
  totalPagesFor,
} from "@classwise/shared";
import { businessRule, conflict, isUniqueViolation, notFound } from "../../lib/errors.js";
import { boundedWindow } from "../../lib/pagination.js";
import { type Actor, can, findClassRelation, notEnrolledRefusal } from "../../policy/index.js";
import { issueCertificateIfComplete, lockEnrolment } from "../certificates/lifecycle.js";
import {
  countSubmissionsPerAssignment,
  findAssignmentClass,
  findAssignmentForStudent,
  findClassSubmissionPage,
  findStudentSubmissions,
  insertSubmission,
} from "./repository.js";

import { toSubmission } from "./to-submission.js";

/**
 * GET /submissions/student/{uid}/class/{id}: the student themself while enrolled, the class's teacher and
 * admins. Another student's submissions answer 404, as if there were none to find.
 */
export async function listStudentSubmissions(
  db: Db,
  actor: Actor,
  studentUid: string,
  classId: string,
): Promise<Submission[]> {
  const access = await findClassRelation(db, actor, classId, studentUid);
  if (!access) throw notFound(messages.enrolment.classNotFound);
  if (!access.isOwner && !can(actor, "read:submission", "any")) {
    if (actor.uid !== studentUid) throw notFound();
    if (!access.isEnrolled) throw notEnrolledRefusal(access, notFound(messages.enrolment.classNotFound));
  }
  const rows = await findStudentSubmissions(db, classId, studentUid);
  return rows.map(toSubmission);
}

/**
 * GET /submissions/class/{id}: the class's teacher and admins (another teacher gets 404, as for a missing
 * class). Carries the students' names and emails: the teacher knows who is enrolled in their own class.
 */
export async function listClassSubmissions(
  db: Db,
  actor: Actor,
  classId: string,
  query: ClassSubmissionsQuery,
): Promise<ClassSubmissionsResponse> {
  const access = await findClassRelation(db, actor, classId);
  if (!access || (!access.isOwner && !can(actor, "read:class-submissions", "any"))) {
    throw notFound(messages.enrolment.classNotFound);
  }
  const [page, assignmentCounts] = await Promise.all([
    findClassSubmissionPage(db, classId, boundedWindow(query, messages.api.classSubmissionsTooDeep)),
    countSubmissionsPerAssignment(db, classId),
  ]);
  return {
    success: true,
    submissions: page.rows.map(toSubmission),
    totalSubmissions: page.total,
    totalPages: totalPagesFor(page.total, query.limit),
    assignmentCounts,
  };
}

/**
 * POST /submissions (product §4: only pending assignments accept submissions). The insert itself checks the
 * enrolment and the deadline; when it stores nothing, the reason is looked up to answer precisely: 404 for
 * an assignment the caller cannot see, 403 when not enrolled, 409 when already handed in, 422 after the
 * deadline. One per assignment and student is the database's unique index, so two parallel posts store one.
 */
export async function submitAssignment(db: Db, actor: Actor, body: SubmitAssignmentBody): Promise<Submission> {
  // Two attempts: a miss whose every condition holds on inspection means one changed in between.
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const row = await db.transaction(async (tx) => {
        const place = await findAssignmentClass(tx, body.assignmentId);
        if (place) await lockEnrolment(tx, place.classId, actor.uid);
        const stored = await insertSubmission(tx, {
          assignmentId: body.assignmentId,
          studentId: actor.uid,
          studentName: actor.name,
          studentEmail: actor.email,
          submissionText: body.submissionText,
        });
        // The submission and the certificate it may earn commit together (docs/architecture.md, "Certificates").
        if (stored) await issueCertificateIfComplete(tx, stored.classId, actor.uid);
        return stored;
      });
      if (row) return toSubmission(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(messages.classPage.submissionDuplicate);
      throw error;
    }
    await explainRefusedSubmission(db, actor, body.assignmentId);
  }
  throw conflict(messages.classPage.submissionFailedShort);
}

async function explainRefusedSubmission(db: Db, actor: Actor, assignmentId: string): Promise<void> {
  const assignment = await findAssignmentForStudent(db, assignmentId, actor.uid);
  if (!assignment) throw notFound(messages.learning.assignmentNotFound);
  const access = await findClassRelation(db, actor, assignment.classId);
  if (!access?.isEnrolled) throw notEnrolledRefusal(access, notFound(messages.learning.assignmentNotFound));
  if (assignment.hasSubmitted) throw conflict(messages.classPage.submissionDuplicate);
  if (!assignment.isOpen) throw businessRule(messages.learning.deadlinePassed);
}
