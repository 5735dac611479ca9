import { type Assignment, messages } from "@classwise/shared";
import type { Db } from "../../db/client.js";
import { forbidden, notFound } from "../../lib/errors.js";
import type { Actor } from "../../plugins/actor.js";
import { findClassAccess } from "../enrolments/class-access.js";
import { findClassAssignments } from "./repository.js";
import { toAssignment } from "./to-assignment.js";

/**
 * GET /assignments/class/{id}: students enrolled in the class, its teacher and admins. Others get 403 for
 * a public class (it is no secret that it exists) and 404 for a hidden or missing one.
 */
export async function listClassAssignments(db: Db, actor: Actor, classId: string): Promise<Assignment[]> {
  const access = await findClassAccess(db, actor, classId);
  if (!access) throw notFound(messages.enrolment.classNotFound);
  if (!access.isOwner && !access.isAdmin && !access.isEnrolled) {
    throw access.isPublic ? forbidden(messages.enrolment.notEnrolled) : notFound(messages.enrolment.classNotFound);
  }
  const rows = await findClassAssignments(db, classId);
  return rows.map(toAssignment);
}
