import type { ClassStatus } from "@classwise/shared";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { assignments, classes, enrolments, submissions } from "../../db/schema.js";
import { type ClassRow, classColumns, classPageQuery } from "./repository.js";

export interface NewClassValues {
  title: string;
  priceCents: number;
  description: string;
  image: string;
  teacherId: string;
  teacherName: string;
  teacherEmail: string;
}

/** A new class is pending admin approval (spec §4 Class status). */
export async function insertPendingClass(db: Db, values: NewClassValues): Promise<string> {
  const [row] = await db
    .insert(classes)
    .values({ ...values, status: "pending" })
    .returning({ id: classes.id });
  if (!row) throw new Error("class insert returned no row");
  return row.id;
}

/** One teacher's live classes of every status, newest first (served by classes_teacher_created_idx). */
export async function findTeacherClassPage(db: Db, teacherId: string, page: { offset: number; limit: number }) {
  const where = and(isNull(classes.deletedAt), eq(classes.teacherId, teacherId));
  const [rows, counted] = await Promise.all([
    classPageQuery(db, where, page),
    db.select({ total: sql<number>`count(*)::int` }).from(classes).where(where),
  ]);
  return { rows: rows satisfies ClassRow[], total: counted[0]?.total ?? 0 };
}

export interface ClassContentValues {
  title: string;
  priceCents: number;
  description: string;
  image: string;
}

/** Changes a live class owned by `teacherId`; undefined when there is no such class (missing or foreign). */
export async function updateOwnedClassContent(
  db: Db,
  classId: string,
  teacherId: string,
  values: ClassContentValues,
): Promise<ClassRow | undefined> {
  const [row] = await db
    .update(classes)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(classes.id, classId), eq(classes.teacherId, teacherId), isNull(classes.deletedAt)))
    .returning(classColumns);
  return row;
}

/**
 * Soft delete: the row stays, so payments, enrolments, assignments and submissions keep pointing at it
 * (docs/decisions/0009). Undefined when there is no live class of this teacher with that id.
 */
export async function softDeleteOwnedClass(db: Db, classId: string, teacherId: string) {
  const now = new Date();
  const [row] = await db
    .update(classes)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(eq(classes.id, classId), eq(classes.teacherId, teacherId), isNull(classes.deletedAt)))
    .returning({ id: classes.id });
  return row;
}

/**
 * The admin's decision, taken only from pending in one conditional UPDATE: of two concurrent decisions
 * exactly one matches the row; the other gets undefined.
 */
export async function decidePendingClass(
  db: Db,
  classId: string,
  status: Exclude<ClassStatus, "pending">,
): Promise<ClassRow | undefined> {
  const [row] = await db
    .update(classes)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(classes.id, classId), eq(classes.status, "pending"), isNull(classes.deletedAt)))
    .returning(classColumns);
  return row;
}

/** A live class by id, for admins, or only when `teacherId` owns it. */
export async function findLiveClass(db: Db, classId: string, teacherId?: string) {
  const [row] = await db
    .select({ id: classes.id, status: classes.status, teacherId: classes.teacherId })
    .from(classes)
    .where(
      and(
        eq(classes.id, classId),
        isNull(classes.deletedAt),
        teacherId === undefined ? undefined : eq(classes.teacherId, teacherId),
      ),
    )
    .limit(1);
  return row;
}

/** Enrolments, assignments and submissions of one class, each counted through its class index. */
export async function countClassProgress(db: Db, classId: string) {
  const [totalEnrollments, totalAssignments, totalSubmissions] = await Promise.all([
    db.$count(enrolments, eq(enrolments.classId, classId)),
    db.$count(assignments, eq(assignments.classId, classId)),
    db.$count(submissions, eq(submissions.classId, classId)),
  ]);
  return { totalEnrollments, totalAssignments, totalSubmissions };
}
