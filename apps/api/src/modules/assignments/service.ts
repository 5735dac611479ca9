import type { Db } from "@classwise/db/client";
import { type Assignment, type CreateAssignmentBody, messages } from "@classwise/shared";
import { AppError, businessRule, notFound } from "../../lib/errors.js";
import { type Actor, can, findClassRelation, notEnrolledRefusal } from "../../policy/index.js";
import { notifyNewAssignment } from "./notify-new-assignment.js";
import { findClassAssignments, findOwnedLiveClass, insertAssignmentForOwner } from "./repository.js";
import { toAssignment } from "./to-assignment.js";

/**
 * GET /assignments/class/{id}: students enrolled in the class, its teacher and admins. Others get 403 for
 * a public class (it is no secret that it exists) and 404 for a hidden or missing one.
 */
export async function listClassAssignments(db: Db, actor: Actor, classId: string): Promise<Assignment[]> {
  const access = await findClassRelation(db, actor, classId);
  if (!access) throw notFound(messages.enrolment.classNotFound);
  if (!access.isOwner && !access.isEnrolled && !can(actor, "read:assignment", "any")) {
    throw notEnrolledRefusal(access, notFound(messages.enrolment.classNotFound));
  }
  const rows = await findClassAssignments(db, classId);
  return rows.map(toAssignment);
}

/**
 * POST /assignments: the teacher who owns the class, once it is approved and while it is not deleted
 * (another teacher's class answers 404, like a missing one). The deadline must lie ahead (422).
 */
export async function createAssignment(db: Db, actor: Actor, body: CreateAssignmentBody): Promise<Assignment> {
  const deadline = new Date(body.deadline);
  if (!(deadline.getTime() > Date.now())) {
    throw new AppError("BUSINESS_RULE", messages.validation.assignmentDeadlinePast, {
      deadline: [messages.validation.assignmentDeadlinePast],
    });
  }
  // The assignment and the enrolled students' notifications commit together.
  const row = await db.transaction(async (tx) => {
    const inserted = await insertAssignmentForOwner(tx, {
      classId: body.classId,
      teacherId: actor.uid,
      title: body.title,
      description: body.description,
      deadline,
    });
    if (inserted) await notifyNewAssignment(tx, inserted);
    return inserted;
  });
  if (row) return toAssignment(row);
  const owned = await findOwnedLiveClass(db, body.classId, actor.uid);
  if (!owned) throw notFound(messages.enrolment.classNotFound);
  throw businessRule(messages.learning.assignmentsNeedApproval);
}
