import { type Evaluation, messages, type SubmitEvaluationBody } from "@classwise/shared";
import { conflict, isUniqueViolation, notFound } from "../../lib/errors.js";
import type { ServiceDeps } from "../../lib/service-deps.js";
import { type Actor, findClassRelation, notEnrolledRefusal } from "../../policy/index.js";
import { type EvaluationRow, insertEvaluation } from "./insert-repository.js";

/**
 * POST /teaching-evaluations: a student enrolled in the class, once per class (the unique index answers
 * the second one with 409, parallel posts included). The teacher is the class's; the student's uid, name
 * and email are the caller's. Not enrolled: 403 for a public class, 404 for a hidden or missing one.
 */
export async function submitEvaluation(
  { db, publicCache }: Pick<ServiceDeps, "db" | "publicCache">,
  actor: Actor,
  body: SubmitEvaluationBody,
): Promise<Evaluation> {
  let row: EvaluationRow | undefined;
  try {
    row = await insertEvaluation(db, {
      classId: body.classId,
      studentId: actor.uid,
      studentName: actor.name,
      studentEmail: actor.email,
      rating: body.rating,
      description: body.description,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(messages.classPage.evaluationDuplicate);
    throw error;
  }
  if (!row) {
    const access = await findClassRelation(db, actor, body.classId);
    throw notEnrolledRefusal(access, notFound(messages.enrolment.classNotFound));
  }
  publicCache.invalidate("evaluations");
  return {
    _id: row.id,
    classId: row.classId,
    teacherUid: row.teacherId,
    studentUid: row.studentId,
    studentName: row.studentName,
    studentEmail: row.studentEmail,
    rating: row.rating,
    description: row.description,
    submittedAt: row.submittedAt.toISOString(),
  };
}
