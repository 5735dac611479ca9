import { messages, type Submission } from "@classwise/shared";
import type { Db } from "../../db/client.js";
import { forbidden, notFound } from "../../lib/errors.js";
import type { Actor } from "../../plugins/actor.js";
import { findClassAccess } from "../enrolments/class-access.js";
import { findStudentSubmissions } from "./repository.js";
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
  const access = await findClassAccess(db, actor, classId, studentUid);
  if (!access) throw notFound(messages.enrolment.classNotFound);
  if (!access.isOwner && !access.isAdmin) {
    if (actor.uid !== studentUid) throw notFound();
    if (!access.isEnrolled) {
      throw access.isPublic ? forbidden(messages.enrolment.notEnrolled) : notFound(messages.enrolment.classNotFound);
    }
  }
  const rows = await findStudentSubmissions(db, classId, studentUid);
  return rows.map(toSubmission);
}
