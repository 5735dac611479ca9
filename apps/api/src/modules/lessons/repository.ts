import type { Db } from "@classwise/db/client";
import { nextLessonColumn, progressCountColumns } from "@classwise/db/progress-counts";
import { classes, enrolments, lessonCompletions, lessons } from "@classwise/db/schema";
import { and, asc, eq, isNull, sql } from "drizzle-orm";

export type LessonRow = typeof lessons.$inferSelect;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Statuses whose lessons the teacher may change (a rejected class is closed). */
export const EDITABLE_STATUSES = ["pending", "approved"] as const;

export interface LessonValues {
  title: string;
  body: string;
  videoProvider: string | null;
  videoId: string | null;
  estimatedMinutes: number;
  dripDays: number | null;
  dripDate: Date | null;
}

/**
 * When the row of `lessons` in the query opens for `studentId`, as ISO text, while that is still ahead; null
 * when it is open or has no drip (docs/decisions/0038-discussions-announcements-drip.md). Days count from
 * the student's enrolment, which is read by the (class, student) unique index.
 */
export function lockedUntilColumn(studentId: string) {
  return sql<string | null>`(select to_char(o.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    from (select coalesce("lessons"."drip_date", (select e.created_at + make_interval(days => "lessons"."drip_days")
      from enrolments e where e.class_id = "lessons"."class_id" and e.student_id = ${studentId})) as at) o
    where o.at > now())`;
}

/** When the lesson opens for the student, if that is still ahead (see lockedUntilColumn). */
export async function findLockedUntil(db: Db, lessonId: string, studentId: string): Promise<string | null> {
  const [row] = await db
    .select({ lockedUntil: lockedUntilColumn(studentId) })
    .from(lessons)
    .where(eq(lessons.id, lessonId))
    .limit(1);
  return row?.lockedUntil ?? null;
}

const outlineColumns = {
  id: lessons.id,
  position: lessons.position,
  title: lessons.title,
  estimatedMinutes: lessons.estimatedMinutes,
};

/**
 * Locks the teacher's own live class for the rest of the transaction: every change that moves positions
 * (add, delete, reorder) queues here, so positions stay 1..n without duplicates or gaps. Undefined when the
 * class is missing, deleted or someone else's.
 */
async function lockOwnedClass(tx: Tx, classId: string, teacherId: string) {
  const [row] = await tx
    .select({ id: classes.id, status: classes.status })
    .from(classes)
    .where(and(eq(classes.id, classId), eq(classes.teacherId, teacherId), isNull(classes.deletedAt)))
    .for("update")
    .limit(1);
  return row;
}

export type LockedChange<T> =
  | { kind: "not-found" }
  | { kind: "closed" }
  | { kind: "done"; value: T }
  | { kind: "refused"; reason: string };

/** Runs `change` inside a transaction holding the lock of the teacher's editable class. */
export async function withOwnedClass<T>(
  db: Db,
  classId: string,
  teacherId: string,
  change: (tx: Tx) => Promise<LockedChange<T>>,
): Promise<LockedChange<T>> {
  return db.transaction(async (tx) => {
    const owned = await lockOwnedClass(tx, classId, teacherId);
    if (!owned) return { kind: "not-found" };
    if (!(EDITABLE_STATUSES as readonly string[]).includes(owned.status)) return { kind: "closed" };
    return change(tx);
  });
}

/** Appends a lesson after the class's last one; refused when the class already has `max` lessons. */
export function insertLesson(db: Db, classId: string, teacherId: string, values: LessonValues, max: number) {
  return withOwnedClass<LessonRow>(db, classId, teacherId, async (tx) => {
    const [count] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(lessons)
      .where(eq(lessons.classId, classId));
    const n = count?.n ?? 0;
    if (n >= max) return { kind: "refused", reason: "too-many" };
    const [row] = await tx
      .insert(lessons)
      .values({ classId, position: n + 1, ...values })
      .returning();
    if (!row) throw new Error("lesson insert returned nothing");
    return { kind: "done", value: row };
  });
}

/** Which class a lesson belongs to (and its position), whoever asks. */
export async function findLessonClass(db: Db, lessonId: string) {
  const [row] = await db
    .select({ classId: lessons.classId, position: lessons.position })
    .from(lessons)
    .where(eq(lessons.id, lessonId))
    .limit(1);
  return row;
}

/** Changes a lesson's content (not its place) in the teacher's editable class. */
export function updateLesson(db: Db, classId: string, lessonId: string, teacherId: string, values: LessonValues) {
  return withOwnedClass<LessonRow>(db, classId, teacherId, async (tx) => {
    const [row] = await tx
      .update(lessons)
      .set(values)
      .where(and(eq(lessons.id, lessonId), eq(lessons.classId, classId)))
      .returning();
    return row ? { kind: "done", value: row } : { kind: "not-found" };
  });
}

/**
 * Deletes a lesson and closes the gap it leaves. Positions move in two steps (through negative numbers)
 * because the unique (class, position) index is checked row by row.
 */
export function deleteLesson(db: Db, classId: string, lessonId: string, teacherId: string) {
  return withOwnedClass<true>(db, classId, teacherId, async (tx) => {
    const [gone] = await tx
      .delete(lessons)
      .where(and(eq(lessons.id, lessonId), eq(lessons.classId, classId)))
      .returning({ position: lessons.position });
    if (!gone) return { kind: "not-found" };
    await tx
      .update(lessons)
      .set({ position: sql`-(${lessons.position} - 1)` })
      .where(and(eq(lessons.classId, classId), sql`${lessons.position} > ${gone.position}`));
    await tx
      .update(lessons)
      .set({ position: sql`-${lessons.position}` })
      .where(and(eq(lessons.classId, classId), sql`${lessons.position} < 0`));
    return { kind: "done", value: true };
  });
}

/**
 * Puts the class's lessons in the given order, all or nothing. The list must name every lesson of the class
 * exactly once, as the class holds them while locked: a lesson added or deleted meanwhile makes it stale.
 */
export function reorderLessons(db: Db, classId: string, teacherId: string, lessonIds: readonly string[]) {
  return withOwnedClass<{ id: string; position: number; title: string; estimatedMinutes: number }[]>(
    db,
    classId,
    teacherId,
    async (tx) => {
      const current = await tx.select({ id: lessons.id }).from(lessons).where(eq(lessons.classId, classId));
      const known = new Set(current.map((row) => row.id));
      if (known.size !== lessonIds.length || !lessonIds.every((id) => known.has(id))) {
        return { kind: "refused", reason: "mismatch" };
      }
      const order = sql.join(
        lessonIds.map((id, index) => sql`(${id}::text, ${index + 1}::int)`),
        sql`, `,
      );
      await tx.execute(sql`
        update lessons set position = -v.position
        from (values ${order}) as v(id, position)
        where lessons.id = v.id and lessons.class_id = ${classId}`);
      await tx
        .update(lessons)
        .set({ position: sql`-${lessons.position}` })
        .where(and(eq(lessons.classId, classId), sql`${lessons.position} < 0`));
      const rows = await tx
        .select(outlineColumns)
        .from(lessons)
        .where(eq(lessons.classId, classId))
        .orderBy(asc(lessons.position));
      return { kind: "done", value: rows };
    },
  );
}

/** The outline of a class: what everyone may see. */
export async function findOutline(db: Db, classId: string) {
  return db.select(outlineColumns).from(lessons).where(eq(lessons.classId, classId)).orderBy(asc(lessons.position));
}

/** The class's lessons without bodies, each with whether `studentId` completed it and when it opens. */
export async function findLessonSummaries(db: Db, classId: string, studentId: string) {
  return db
    .select({
      ...outlineColumns,
      dripDays: lessons.dripDays,
      dripDate: lessons.dripDate,
      lockedUntil: lockedUntilColumn(studentId),
      hasVideo: sql<boolean>`${lessons.videoId} is not null`,
      completed: sql<boolean>`exists (
        select 1 from lesson_completions lc where lc.lesson_id = "lessons"."id" and lc.student_id = ${studentId})`,
    })
    .from(lessons)
    .where(eq(lessons.classId, classId))
    .orderBy(asc(lessons.position));
}

/** One lesson with its neighbours in the order, the class's lesson count and whether `studentId` completed it. */
export async function findLessonWithNeighbours(db: Db, lessonId: string, studentId: string) {
  const [row] = await db
    .select({
      lesson: lessons,
      // Written out in full: inside a subquery drizzle's unqualified column names would bind to the inner table.
      previousLessonId: sql<string | null>`(
        select p.id from lessons p where p.class_id = "lessons"."class_id" and p.position < "lessons"."position"
        order by p.position desc limit 1)`,
      nextLessonId: sql<string | null>`(
        select n.id from lessons n where n.class_id = "lessons"."class_id" and n.position > "lessons"."position"
        order by n.position limit 1)`,
      totalLessons: sql<number>`(select count(*) from lessons t where t.class_id = "lessons"."class_id")`.mapWith(
        Number,
      ),
      completed: sql<boolean>`exists (
        select 1 from lesson_completions lc where lc.lesson_id = "lessons"."id" and lc.student_id = ${studentId})`,
      attachments: sql<AttachmentJson[]>`coalesce((
        select json_agg(json_build_object('id', a.id, 'fileName', a.file_name, 'contentType', a.content_type,
          'sizeBytes', a.size_bytes, 'createdAt', a.created_at) order by a.created_at, a.id)
        from lesson_attachments a where a.lesson_id = "lessons"."id" and a.stored_at is not null), '[]'::json)`,
    })
    .from(lessons)
    .where(eq(lessons.id, lessonId))
    .limit(1);
  return row;
}

/** An attachment as the lesson query lists it (JSON from the database: the time is a string). */
export interface AttachmentJson {
  id: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  createdAt: string;
}

/**
 * Records that the student completed the lesson, only while they are enrolled in its class, in one
 * statement; completing it again changes nothing.
 */
export async function insertCompletion(db: Db, lessonId: string, studentId: string) {
  await db.execute(sql`
    insert into lesson_completions (lesson_id, student_id, class_id)
    select l.id, ${studentId}, l.class_id from lessons l
    where l.id = ${lessonId}
      and exists (select 1 from enrolments e where e.class_id = l.class_id and e.student_id = ${studentId})
    on conflict (lesson_id, student_id) do nothing`);
}

export async function deleteCompletion(db: Db, lessonId: string, studentId: string) {
  await db
    .delete(lessonCompletions)
    .where(and(eq(lessonCompletions.lessonId, lessonId), eq(lessonCompletions.studentId, studentId)));
}

/** What the student's progress in the class is computed from, and the lesson to continue with. */
export async function findStudentProgressCounts(db: Db, classId: string, studentId: string) {
  const [row] = await db
    .select({
      // Qualified by hand: drizzle leaves a one-table query's columns unqualified, and inside the subqueries
      // an unqualified name would bind to the inner table.
      ...progressCountColumns(
        sql`"enrolments"."class_id"`,
        sql`"enrolments"."student_id"`,
        sql`"enrolments"."created_at"`,
      ),
      nextLessonId: nextLessonColumn(sql`"enrolments"."class_id"`, sql`"enrolments"."student_id"`),
    })
    .from(enrolments)
    .where(and(eq(enrolments.classId, classId), eq(enrolments.studentId, studentId)))
    .limit(1);
  return row;
}

/** The first lesson of the class the student has not completed and may open now. */
export async function findNextLesson(db: Db, classId: string, studentId: string) {
  const [row] = await db
    .select(outlineColumns)
    .from(lessons)
    .where(
      and(
        eq(lessons.classId, classId),
        sql`${lockedUntilColumn(studentId)} is null`,
        sql`not exists (select 1 from lesson_completions lc
          where lc.lesson_id = "lessons"."id" and lc.student_id = ${studentId})`,
      ),
    )
    .orderBy(asc(lessons.position))
    .limit(1);
  return row;
}

/** Whether a class exists and is public (approved and not deleted). */
export async function findClassVisibility(db: Db, classId: string) {
  const [row] = await db
    .select({ isPublic: sql<boolean>`${classes.status} = 'approved' and ${classes.deletedAt} is null` })
    .from(classes)
    .where(eq(classes.id, classId))
    .limit(1);
  return row ? { isPublic: Boolean(row.isPublic) } : undefined;
}
