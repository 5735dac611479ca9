import type { Db } from "@classwise/db/client";
import { assignments, classes, classStats, lessons, submissions } from "@classwise/db/schema";
import { type Category, type ClassStatus, messages, paths } from "@classwise/shared";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Actor } from "../../policy/index.js";
import { appendAudit } from "../audit/append.js";
import { notifyUsers } from "../notifications/notify.js";
import { type ClassRow, classColumns, findClassesByIds, newestFirst } from "./repository.js";

export interface NewClassValues {
  title: string;
  priceCents: number;
  description: string;
  image: string;
  teacherId: string;
  teacherName: string;
  teacherEmail: string;
  category?: Category;
}

/** A new class is pending admin approval (product §4 Class status). */
export async function insertPendingClass(db: Db, values: NewClassValues): Promise<string> {
  const [row] = await db
    .insert(classes)
    .values({ ...values, status: "pending" })
    .returning({ id: classes.id });
  if (!row) throw new Error("class insert returned no row");
  return row.id;
}

/**
 * One teacher's live classes of every status, newest first (served by classes_teacher_created_idx). The
 * count reads that teacher's index entries only: it grows with one teacher's classes, not the table.
 */
export async function findTeacherClassPage(db: Db, teacherId: string, page: { offset: number; limit: number }) {
  const where = and(isNull(classes.deletedAt), eq(classes.teacherId, teacherId));
  const [rows, counted] = await Promise.all([
    db
      .select(classColumns)
      .from(classes)
      .leftJoin(classStats, eq(classStats.classId, classes.id))
      .where(where)
      .orderBy(...newestFirst)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(classes).where(where),
  ]);
  return { rows: rows satisfies ClassRow[], total: counted[0]?.total ?? 0 };
}

export interface ClassContentValues {
  title: string;
  priceCents: number;
  description: string;
  image: string;
  /** Unchanged when absent. */
  category?: Category;
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
    .returning({ id: classes.id });
  return row && (await findClassesByIds(db, [row.id]))[0];
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
  reviewer: Actor,
): Promise<ClassRow | undefined> {
  const decided = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(classes)
      .set({ status, updatedAt: new Date() })
      .where(and(eq(classes.id, classId), eq(classes.status, "pending"), isNull(classes.deletedAt)))
      .returning({ id: classes.id, title: classes.title, teacherId: classes.teacherId });
    if (row) {
      const approved = status === "approved";
      await appendAudit(tx, {
        actor: reviewer,
        action: approved ? "class.approved" : "class.rejected",
        objectType: "class",
        objectId: row.id,
        before: { status: "pending" },
        after: { status, title: row.title, teacherId: row.teacherId },
      });
      await notifyUsers(tx, [row.teacherId], {
        kind: "class-reviewed",
        title: approved
          ? messages.notifications.classApproved(row.title)
          : messages.notifications.classRejected(row.title),
        body: approved ? messages.notifications.classApprovedBody : messages.notifications.classRejectedBody,
        link: approved ? paths.teacher.classDetails(row.id) : paths.teacher.myClasses,
      });
    }
    return row;
  });
  return decided && (await findClassesByIds(db, [decided.id]))[0];
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

/**
 * Enrolments (the class's counter), assignments and submissions of one class, the latter two counted
 * through their class indexes: the work grows with this class, not with the tables.
 */
export async function countClassProgress(db: Db, classId: string) {
  const [row] = await db
    .select({
      totalEnrollments:
        sql<number>`coalesce((select ${classStats.enrolledCount} from ${classStats} where ${classStats.classId} = ${classId}), 0)`.mapWith(
          Number,
        ),
      totalAssignments:
        sql<number>`(select count(*) from ${assignments} where ${assignments.classId} = ${classId})`.mapWith(Number),
      totalSubmissions:
        sql<number>`(select count(*) from ${submissions} where ${submissions.classId} = ${classId})`.mapWith(Number),
      totalLessons: sql<number>`(select count(*) from ${lessons} where ${lessons.classId} = ${classId})`.mapWith(
        Number,
      ),
    })
    .from(sql`(select 1) as one`);
  return row ?? { totalEnrollments: 0, totalAssignments: 0, totalSubmissions: 0, totalLessons: 0 };
}

/**
 * What each enrolled student's progress is computed from (the counts of db/progress-counts.ts), one row per
 * enrolment of the class, in one pass over each of the class's index ranges: its enrolments, its
 * submissions joined to its assignments and its lesson completions, grouped by student. (Four correlated
 * subqueries per enrolment read about 18 index pages per student: 8,882 pages for a class of 496.)
 */
export async function findStudentProgressCounts(db: Db, classId: string) {
  const result = await db.execute(sql`
    with a as materialized (select id, deadline from assignments where class_id = ${classId}),
    e as (select student_id, created_at from enrolments where class_id = ${classId}),
    sub as (
      select e.student_id,
        count(distinct s.assignment_id)::int as submitted,
        -- submitted although closed before the student enrolled: countable all the same
        count(distinct s.assignment_id) filter (where a.deadline < e.created_at)::int as late
      from e
      join submissions s on s.class_id = ${classId} and s.student_id = e.student_id
      join a on a.id = s.assignment_id
      group by e.student_id),
    -- a passed quiz is a completed outline item, as in db/progress-counts.ts
    done as (
      select student_id, count(*)::int as completed from (
        select student_id from lesson_completions where class_id = ${classId}
        union all select student_id from quiz_passes where class_id = ${classId}) item
      group by student_id)
    select
      (select count(*) from a where a.deadline >= e.created_at)::int + coalesce(sub.late, 0) as countable,
      coalesce(sub.submitted, 0) as submitted,
      ((select count(*) from lessons where class_id = ${classId})
        + (select count(*) from quizzes where class_id = ${classId}))::int as lessons,
      coalesce(done.completed, 0) as completed
    from e
    left join sub on sub.student_id = e.student_id
    left join done on done.student_id = e.student_id`);
  const rows = (
    result as unknown as { rows: { countable: number; submitted: number; lessons: number; completed: number }[] }
  ).rows;
  return rows.map((row) => ({
    countableAssignments: Number(row.countable),
    submittedAssignments: Number(row.submitted),
    totalLessons: Number(row.lessons),
    completedLessons: Number(row.completed),
  }));
}

/** An admin moves a live class to another category; undefined when there is no such live class. */
export async function setClassCategory(
  db: Db,
  classId: string,
  category: Category,
  admin: Actor,
): Promise<ClassRow | undefined> {
  const changed = await db.transaction(async (tx) => {
    const live = and(eq(classes.id, classId), isNull(classes.deletedAt));
    const [previous] = await tx.select({ category: classes.category }).from(classes).where(live).for("update");
    if (!previous) return undefined;
    const [row] = await tx
      .update(classes)
      .set({ category, updatedAt: new Date() })
      .where(live)
      .returning({ id: classes.id });
    if (row && previous.category !== category) {
      await appendAudit(tx, {
        actor: admin,
        action: "class.category-changed",
        objectType: "class",
        objectId: row.id,
        before: { category: previous.category },
        after: { category },
      });
    }
    return row;
  });
  return changed && (await findClassesByIds(db, [changed.id]))[0];
}
