import type { Db } from "@classwise/db/client";
import {
  type ClassCategoryBody,
  type ClassListResponse,
  type ClassProgress,
  type CreateClassBody,
  dollarsToCents,
  messages,
  type PublicClass,
  progressFromCounts,
  type ReviewClassBody,
  totalPagesFor,
  type UpdateClassContentBody,
} from "@classwise/shared";
import { businessRule, conflict, forbidden, notFound } from "../../lib/errors.js";
import { browseWindow } from "../../lib/pagination.js";
import type { ServiceDeps } from "../../lib/service-deps.js";
import { type Actor, can } from "../../policy/index.js";
import { unsafeCancelStaleIntentsOfClass } from "../enrolments/stale-intents.js";
import * as repository from "./management-repository.js";
import { toPublicClass } from "./to-public-class.js";

const classNotFound = () => notFound(messages.classPage.notFound);

/**
 * A teacher adds a class. Who teaches it (uid, name, email) is the caller's own user record, never the
 * body; the class waits for an admin as pending.
 */
export async function createClass(db: Db, actor: Actor, body: CreateClassBody): Promise<string> {
  return repository.insertPendingClass(db, {
    title: body.title,
    priceCents: dollarsToCents(body.price),
    description: body.description,
    image: body.image,
    ...(body.category ? { category: body.category } : {}),
    teacherId: actor.uid,
    teacherName: actor.name,
    teacherEmail: actor.email,
  });
}

/** A teacher's own classes of every status; admins may read anyone's. */
export async function listTeacherClasses(
  db: Db,
  actor: Actor,
  teacherUid: string,
  query: { page: number; limit: number },
): Promise<ClassListResponse> {
  if (actor.uid !== teacherUid && !can(actor, "read:class", "any")) throw forbidden();
  const { rows, total } = await repository.findTeacherClassPage(db, teacherUid, browseWindow(query, false));
  return {
    success: true,
    classes: rows.map((row) => toPublicClass(row)),
    totalClasses: total,
    totalPages: totalPagesFor(total, query.limit),
  };
}

/**
 * The owner changes title, price, description and image; anyone else's class answers 404 (ownership in the
 * WHERE). Visitors' cached pages drop the old text, and open payment intents at an old price are canceled, so
 * they can no longer be paid (decision 0021).
 */
export async function updateClassContent(
  deps: ServiceDeps,
  actor: Actor,
  classId: string,
  body: UpdateClassContentBody,
): Promise<PublicClass> {
  const priceCents = dollarsToCents(body.price);
  const row = await repository.updateOwnedClassContent(deps.db, classId, actor.uid, {
    title: body.title,
    priceCents,
    description: body.description,
    image: body.image,
    ...(body.category ? { category: body.category } : {}),
  });
  if (!row) throw classNotFound();
  deps.publicCache.invalidate("catalogue", "evaluations");
  await unsafeCancelStaleIntentsOfClass(deps, row.id, priceCents);
  return toPublicClass(row);
}

/**
 * The owner removes a class from the catalogue and their list; enrolled students keep it (decision 0009).
 * Its open payment intents are canceled.
 */
export async function deleteClass(deps: ServiceDeps, actor: Actor, classId: string): Promise<void> {
  const row = await repository.softDeleteOwnedClass(deps.db, classId, actor.uid);
  if (!row) throw classNotFound();
  deps.publicCache.invalidate("catalogue", "evaluations", "statistics");
  await unsafeCancelStaleIntentsOfClass(deps, classId, null);
}

/**
 * An admin approves or rejects a pending class (product §4). A class that is no longer pending, including the
 * loser of two concurrent decisions, answers 409 and keeps the first decision.
 */
export async function reviewClass(
  deps: Pick<ServiceDeps, "db" | "publicCache">,
  actor: Actor,
  classId: string,
  body: ReviewClassBody,
): Promise<PublicClass> {
  if (!can(actor, "review:class", "any")) throw forbidden();
  const row = await repository.decidePendingClass(deps.db, classId, body.status, actor);
  if (row) {
    deps.publicCache.invalidate("catalogue", "evaluations", "statistics");
    return toPublicClass(row);
  }
  const current = await repository.findLiveClass(deps.db, classId);
  if (!current) throw classNotFound();
  throw conflict(messages.classes.alreadyReviewed);
}

/** Enrolment, assignment and submission counts of an approved class, for an admin or the class's teacher. */
export async function getClassProgress(db: Db, actor: Actor, classId: string): Promise<ClassProgress> {
  const anyClass = can(actor, "read:class-progress", "any");
  const row = await repository.findLiveClass(db, classId, anyClass ? undefined : actor.uid);
  if (!row) throw classNotFound();
  if (row.status !== "approved") throw businessRule(messages.classes.progressNeedsApproval);
  const [counts, students] = await Promise.all([
    repository.countClassProgress(db, classId),
    repository.findStudentProgressCounts(db, classId),
  ]);
  const progress = students.map((student) =>
    progressFromCounts(
      student.countableAssignments,
      student.submittedAssignments,
      student.totalLessons,
      student.completedLessons,
    ),
  );
  const sum = progress.reduce((total, item) => total + item.progressPercentage, 0);
  return {
    classId: row.id,
    ...counts,
    averageProgressPercentage: progress.length === 0 ? 0 : Math.round(sum / progress.length),
    completedStudents: progress.filter((item) => item.isCompleted).length,
  };
}

/** An admin changes the category of any live class (product §2 All Classes Management). */
export async function changeClassCategory(
  deps: Pick<ServiceDeps, "db" | "publicCache">,
  actor: Actor,
  classId: string,
  body: ClassCategoryBody,
): Promise<PublicClass> {
  if (!can(actor, "review:class", "any")) throw forbidden();
  const row = await repository.setClassCategory(deps.db, classId, body.category, actor);
  if (!row) throw classNotFound();
  deps.publicCache.invalidate("catalogue");
  return toPublicClass(row);
}
