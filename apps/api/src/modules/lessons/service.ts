import type { Db } from "@classwise/db/client";
import {
  ATTACHMENTS_PER_LESSON_MAX,
  type ClassLessonsResponse,
  type CreateLessonBody,
  type CurriculumResponse,
  LESSONS_PER_CLASS_MAX,
  type Lesson,
  type LessonCompletionResponse,
  type LessonContent,
  type LessonOutlineItem,
  messages,
  parseVideoUrl,
  progressFromCounts,
} from "@classwise/shared";
import { type AppError, businessRule, conflict, forbidden, notFound } from "../../lib/errors.js";
import { type Actor, type ClassRelation, can, findClassRelation, notEnrolledRefusal } from "../../policy/index.js";
import { issueCertificateIfComplete, lockEnrolment } from "../certificates/lifecycle.js";
import * as repository from "./repository.js";
import { toAttachment, toLesson, toOutlineItem } from "./to-lesson.js";

const copy = messages.lessons;
const classNotFound = () => notFound(messages.enrolment.classNotFound);
const lessonNotFound = () => notFound(copy.lessonNotFound);

/**
 * Who may read the lessons of a class with their bodies: students enrolled in it, its teacher and admins.
 * Others get 403 for a public class (it is no secret that it exists) and `hidden` for any other.
 */
export async function requireReader(
  db: Db,
  actor: Actor,
  classId: string,
  hidden: () => AppError,
): Promise<ClassRelation> {
  const relation = await findClassRelation(db, actor, classId);
  if (!relation) throw hidden();
  if (relation.isOwner || relation.isEnrolled || can(actor, "read:lesson", "any")) return relation;
  throw notEnrolledRefusal(relation, hidden(), copy.notEnrolled);
}

/**
 * Whether drip applies to the caller: a student enrolled in the class. Its teacher and admins read every
 * lesson whenever they like.
 */
export function isDripBound(actor: Actor, relation: ClassRelation): boolean {
  return relation.isEnrolled && !relation.isOwner && !can(actor, "read:lesson", "any");
}

/**
 * Refuses a student a dripped lesson before it opens for them (reading it, ticking it, its files), with the
 * date it opens (403).
 */
export async function requireOpenLesson(db: Db, actor: Actor, relation: ClassRelation, lessonId: string) {
  if (!isDripBound(actor, relation)) return;
  const lockedUntil = await repository.findLockedUntil(db, lessonId, actor.uid);
  if (lockedUntil) throw forbidden(messages.drip.locked(lockedUntil));
}

/**
 * GET /classes/{id}/curriculum: titles, minutes and count, for everyone who may see the class: a public
 * class for all, a hidden one for its teacher, its enrolled students and admins. Never a body.
 */
export async function getCurriculum(db: Db, actor: Actor | null, classId: string): Promise<CurriculumResponse> {
  const relation = actor ? await findClassRelation(db, actor, classId) : await findPublicRelation(db, classId);
  const mayRead =
    relation &&
    (relation.isPublic ||
      relation.isOwner ||
      relation.isEnrolled ||
      (actor !== null && can(actor, "read:class", "any")));
  if (!mayRead) throw classNotFound();
  const rows = await repository.findOutline(db, classId);
  return {
    success: true,
    lessons: rows.map(toOutlineItem),
    totalLessons: rows.length,
    totalMinutes: rows.reduce((sum, row) => sum + row.estimatedMinutes, 0),
  };
}

async function findPublicRelation(db: Db, classId: string): Promise<ClassRelation | undefined> {
  const state = await repository.findClassVisibility(db, classId);
  if (!state) return undefined;
  return { classId, isOwner: false, isEnrolled: false, isPublic: state.isPublic, isEndedByRefund: false };
}

/** GET /lessons/class/{id}: the outline with the caller's ticks, the next lesson and, for a student, progress. */
export async function listClassLessons(db: Db, actor: Actor, classId: string): Promise<ClassLessonsResponse> {
  const relation = await requireReader(db, actor, classId, classNotFound);
  const [rows, counts] = await Promise.all([
    repository.findLessonSummaries(db, classId, actor.uid),
    relation.isEnrolled ? repository.findStudentProgressCounts(db, classId, actor.uid) : undefined,
  ]);
  const dripBound = isDripBound(actor, relation);
  const lessons = rows.map((row) => ({
    ...toOutlineItem(row),
    hasVideo: Boolean(row.hasVideo),
    completed: Boolean(row.completed),
    opensAt: dripBound ? row.lockedUntil : null,
    dripDays: row.dripDays,
    dripDate: row.dripDate?.toISOString() ?? null,
  }));
  return {
    success: true,
    lessons,
    totalMinutes: rows.reduce((sum, row) => sum + row.estimatedMinutes, 0),
    nextLessonId: lessons.find((row) => !row.completed && row.opensAt === null)?._id ?? null,
    progress: counts ? toProgress(counts) : null,
  };
}

function toProgress(counts: {
  countableAssignments: number;
  submittedAssignments: number;
  totalLessons: number;
  completedLessons: number;
}) {
  return progressFromCounts(
    counts.countableAssignments,
    counts.submittedAssignments,
    counts.totalLessons,
    counts.completedLessons,
  );
}

/** GET /lessons/{id}: one lesson with its body, for the readers of its class. */
export async function getLesson(db: Db, actor: Actor, lessonId: string): Promise<Lesson> {
  const place = await repository.findLessonClass(db, lessonId);
  if (!place) throw lessonNotFound();
  const relation = await requireReader(db, actor, place.classId, lessonNotFound);
  await requireOpenLesson(db, actor, relation, lessonId);
  const row = await repository.findLessonWithNeighbours(db, lessonId, actor.uid);
  if (!row) throw lessonNotFound();
  return toLesson(row.lesson, {
    completed: Boolean(row.completed),
    previousLessonId: row.previousLessonId,
    nextLessonId: row.nextLessonId,
    totalLessons: row.totalLessons,
    attachments: row.attachments.map((attachment) => toAttachment({ ...attachment, lessonId })),
  });
}

/** GET /lessons/class/{id}/continue: the first lesson the caller has not completed, or null. */
export async function getContinueLesson(db: Db, actor: Actor, classId: string): Promise<LessonOutlineItem | null> {
  await requireReader(db, actor, classId, classNotFound);
  const row = await repository.findNextLesson(db, classId, actor.uid);
  return row ? toOutlineItem(row) : null;
}

function toValues(content: LessonContent): repository.LessonValues {
  const video = content.videoUrl ? parseVideoUrl(content.videoUrl) : undefined;
  return {
    title: content.title,
    body: content.body,
    videoProvider: video?.provider ?? null,
    videoId: video?.id ?? null,
    estimatedMinutes: content.estimatedMinutes,
    dripDays: content.dripDays,
    dripDate: content.dripDate ? new Date(content.dripDate) : null,
  };
}

/** What a locked change's outcome means for the caller. */
export function unwrap<T>(outcome: repository.LockedChange<T>, missing: () => AppError): T {
  switch (outcome.kind) {
    case "done":
      return outcome.value;
    case "not-found":
      throw missing();
    case "closed":
      throw businessRule(copy.classNotEditable);
    case "refused":
      if (outcome.reason === "mismatch") throw conflict(copy.orderMismatch);
      if (outcome.reason === "too-many-attachments")
        throw businessRule(copy.tooManyAttachments(ATTACHMENTS_PER_LESSON_MAX));
      throw businessRule(copy.tooManyLessons(LESSONS_PER_CLASS_MAX));
  }
}

/** POST /lessons: the class's teacher, while it is pending or approved; appended at the end. */
export async function createLesson(db: Db, actor: Actor, body: CreateLessonBody): Promise<Lesson> {
  const outcome = await repository.insertLesson(db, body.classId, actor.uid, toValues(body), LESSONS_PER_CLASS_MAX);
  const row = unwrap(outcome, classNotFound);
  return getLesson(db, actor, row.id);
}

/** PATCH /lessons/{id}: title, body, video and minutes; its place is the reorder's job. */
export async function updateLesson(db: Db, actor: Actor, lessonId: string, content: LessonContent): Promise<Lesson> {
  const place = await repository.findLessonClass(db, lessonId);
  if (!place) throw lessonNotFound();
  unwrap(await repository.updateLesson(db, place.classId, lessonId, actor.uid, toValues(content)), lessonNotFound);
  return getLesson(db, actor, lessonId);
}

/** DELETE /lessons/{id}: the lessons after it move up one place. */
export async function deleteLesson(db: Db, actor: Actor, lessonId: string): Promise<void> {
  const place = await repository.findLessonClass(db, lessonId);
  if (!place) throw lessonNotFound();
  unwrap(await repository.deleteLesson(db, place.classId, lessonId, actor.uid), lessonNotFound);
}

/** PUT /lessons/class/{id}/order: every lesson of the class in its new place, at once. */
export async function reorderLessons(
  db: Db,
  actor: Actor,
  classId: string,
  lessonIds: readonly string[],
): Promise<LessonOutlineItem[]> {
  const rows = unwrap(await repository.reorderLessons(db, classId, actor.uid, lessonIds), classNotFound);
  return rows.map(toOutlineItem);
}

/**
 * PUT / DELETE /lessons/{id}/completion: a student enrolled in the lesson's class marks it complete or not;
 * repeating either changes nothing. Anyone else: 403 for a public class, 404 otherwise.
 */
export async function setLessonCompletion(
  db: Db,
  actor: Actor,
  lessonId: string,
  completed: boolean,
): Promise<LessonCompletionResponse> {
  const place = await repository.findLessonClass(db, lessonId);
  if (!place) throw lessonNotFound();
  const relation = await findClassRelation(db, actor, place.classId);
  if (!relation?.isEnrolled) throw notEnrolledRefusal(relation, lessonNotFound(), copy.notEnrolled);
  if (completed) {
    await requireOpenLesson(db, actor, relation, lessonId);
    // The tick and the certificate it may earn commit together (docs/architecture.md, "Certificates").
    await db.transaction(async (tx) => {
      await lockEnrolment(tx, place.classId, actor.uid);
      await repository.insertCompletion(tx, lessonId, actor.uid);
      await issueCertificateIfComplete(tx, place.classId, actor.uid);
    });
  } else {
    // An issued certificate stands: it was earned, and unticking a lesson afterwards does not take it back.
    await repository.deleteCompletion(db, lessonId, actor.uid);
  }
  const counts = await repository.findStudentProgressCounts(db, place.classId, actor.uid);
  if (!counts) throw lessonNotFound();
  return { success: true, lessonId, completed, progress: toProgress(counts), nextLessonId: counts.nextLessonId };
}
