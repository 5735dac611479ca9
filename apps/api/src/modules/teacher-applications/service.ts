import type { Db } from "@classwise/db/client";
import type {
  ApplicationPage,
  CreateApplicationBody,
  ReviewApplicationBody,
  TeacherApplication,
  UpdateApplicationBody,
} from "@classwise/shared";
import { messages, teacherApplicationSchema } from "@classwise/shared";
import { businessRule, conflict, forbidden, isUniqueViolation, notFound } from "../../lib/errors.js";
import { browseWindow, totalPages } from "../../lib/pagination.js";
import { type Actor, can, DENIALS } from "../../policy/index.js";
import * as repository from "./repository.js";

const APPLICATION_NOT_FOUND = "Teacher application not found";

export function toApplication(row: repository.ApplicationRow): TeacherApplication {
  // experience and category are checked on the way in; parsing keeps the response type honest.
  return teacherApplicationSchema.parse({
    _id: row.id,
    uid: row.userId,
    name: row.name,
    email: row.email,
    photoURL: row.photoUrl,
    title: row.title,
    experience: row.experience,
    category: row.category,
    status: row.status,
    appliedAt: row.appliedAt.toISOString(),
  });
}

/** product §6: anyone signed in may apply to teach unless already a teacher (admins included, see ADR). */
function assertMayApply(actor: Actor, permission: "create:teacher-application" | "update:teacher-application") {
  if (!can(actor, permission)) throw forbidden(DENIALS[permission]);
}

/** POST: the caller's own application; uniqueness comes from teacher_applications_user_key. */
export async function submitApplication(db: Db, actor: Actor, body: CreateApplicationBody) {
  assertMayApply(actor, "create:teacher-application");
  try {
    const row = await repository.insertApplication(db, {
      userId: actor.uid,
      name: body.name ?? actor.name,
      email: actor.email,
      photoUrl: actor.photoURL,
      title: body.title,
      experience: body.experience,
      category: body.category,
      status: "pending",
      appliedAt: new Date(),
    });
    return toApplication(row);
  } catch (error) {
    if (isUniqueViolation(error, "teacher_applications_user_key")) throw conflict(messages.application.duplicate);
    throw error;
  }
}

/** Unpaged GET: only the caller's own application, whatever their role. */
export async function listOwnApplication(db: Db, actor: Actor): Promise<TeacherApplication[]> {
  const row = await repository.findApplicationByUser(db, actor.uid);
  return row ? [toApplication(row)] : [];
}

/** Paged GET (admin): everyone's applications, newest first. */
export async function listApplications(
  db: Db,
  actor: Actor,
  query: { page: number; limit: number },
): Promise<Omit<ApplicationPage, "success">> {
  if (!can(actor, "read:teacher-application", "any")) throw forbidden();
  const { rows, total } = await repository.listApplications(db, browseWindow(query, false));
  return {
    applications: rows.map(toApplication),
    totalApplications: total,
    totalPages: totalPages(total, query.limit),
  };
}

/** PUT: the owner edits a rejected application, which goes back to pending (product §4). */
export async function resubmitApplication(db: Db, actor: Actor, id: string, body: UpdateApplicationBody) {
  assertMayApply(actor, "update:teacher-application");
  const current = await repository.findApplicationByUser(db, actor.uid);
  // Someone else's application answers exactly like a missing one.
  if (!current || current.id !== id) throw notFound(APPLICATION_NOT_FOUND);
  if (current.status !== "rejected") throw businessRule(messages.application.onlyRejectedResubmits);
  const row = await repository.resubmitRejectedApplication(
    db,
    { id, userId: actor.uid },
    {
      name: body.name ?? current.name,
      email: actor.email,
      photoUrl: actor.photoURL,
      title: body.title,
      experience: body.experience,
      category: body.category,
    },
  );
  if (!row) throw conflict(messages.application.changedMeanwhile);
  return toApplication(row);
}

/**
 * PATCH (admin): approve or reject a pending application. The decision is one conditional UPDATE, so of two
 * concurrent reviews exactly one wins; any review of a row that is no longer pending is a 409 (the same
 * answer the loser of a race gets). Admins do not review their own application.
 */
export async function reviewApplication(db: Db, actor: Actor, id: string, body: ReviewApplicationBody) {
  if (!can(actor, "review:teacher-application", "any")) throw forbidden();
  const row = await repository.reviewPendingApplication(db, { id, status: body.status, reviewer: actor });
  if (row) return toApplication(row);
  const current = await repository.findApplicationById(db, id);
  if (!current) throw notFound(APPLICATION_NOT_FOUND);
  if (current.userId === actor.uid) throw forbidden(messages.application.cannotReviewOwn);
  throw conflict(messages.application.alreadyReviewed);
}
