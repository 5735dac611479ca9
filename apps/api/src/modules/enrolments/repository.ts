import { and, count, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { assignments, classes, classStats, enrolments, payments, submissions } from "../../db/schema.js";
import { type ClassRow, classColumns } from "../classes/repository.js";

export type PaymentRow = typeof payments.$inferSelect;

/** A class that exists and is not deleted, with what enrolment needs to know about it. */
export async function findLiveClass(db: Db, classId: string) {
  const [row] = await db
    .select({ id: classes.id, status: classes.status, teacherId: classes.teacherId, priceCents: classes.priceCents })
    .from(classes)
    .where(and(eq(classes.id, classId), isNull(classes.deletedAt)))
    .limit(1);
  return row;
}

export async function isEnrolled(db: Db, classId: string, studentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(and(eq(enrolments.classId, classId), eq(enrolments.studentId, studentId)))
    .limit(1);
  return Boolean(row);
}

/** How many of the student's intents for this class the provider canceled: each one moves the idempotency key on. */
export async function countCanceledPayments(db: Db, classId: string, studentId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(payments)
    .where(and(eq(payments.classId, classId), eq(payments.studentId, studentId), eq(payments.status, "canceled")));
  return row?.total ?? 0;
}

export async function findPaymentByIntent(db: Db, provider: string, intentId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerIntentId, intentId)))
    .limit(1);
  return row;
}

/** Records an intent once; a replayed creation (same intent id) leaves the first row as it is. */
export async function insertPayment(db: Db, values: typeof payments.$inferInsert) {
  await db.insert(payments).values(values).onConflictDoNothing();
}

export async function setPaymentStatus(db: Db, paymentId: string, status: "created" | "succeeded" | "canceled") {
  await db.update(payments).set({ status }).where(eq(payments.id, paymentId));
}

/**
 * Marks the payment succeeded, enrols the student and bumps the class counter in one transaction. The
 * unique indexes on (class, student) and (payment) decide who wins under concurrency: the insert of every
 * other caller does nothing, and only the winner's row moves the counters. `enrolled` is false when the
 * enrolment was already there.
 */
export async function recordEnrolment(db: Db, payment: Pick<PaymentRow, "id" | "classId" | "studentId">) {
  return db.transaction(async (tx) => {
    // Locks the payment row first, so parallel fulfilments of one payment queue up here.
    await tx.update(payments).set({ status: "succeeded" }).where(eq(payments.id, payment.id));
    const inserted = await tx
      .insert(enrolments)
      .values({ classId: payment.classId, studentId: payment.studentId, paymentId: payment.id })
      .onConflictDoNothing()
      .returning({ id: enrolments.id });
    // The class's enrolment count and the public total follow by trigger (class_stats, counters).
    return { enrolled: inserted.length > 0 };
  });
}

/**
 * The student's enrolled classes, newest enrolment first, each with what its progress is computed from (the
 * class's assignments, the student's distinct submitted assignments): one statement for the whole page,
 * whatever its size. Deleted classes stay listed for those who paid.
 */
export async function findEnrolledClassPage(db: Db, studentId: string, window: { offset: number; limit: number }) {
  const rows = await db
    .select({
      ...classColumns,
      enrolledAt: enrolments.createdAt,
      totalAssignments:
        sql<number>`(select count(*) from ${assignments} where ${assignments.classId} = ${classes.id})`.mapWith(Number),
      submittedAssignments: sql<number>`(
        select count(distinct ${submissions.assignmentId}) from ${submissions}
        where ${submissions.classId} = ${classes.id} and ${submissions.studentId} = ${studentId})`.mapWith(Number),
    })
    .from(enrolments)
    .innerJoin(classes, eq(classes.id, enrolments.classId))
    .leftJoin(classStats, eq(classStats.classId, classes.id))
    .where(eq(enrolments.studentId, studentId))
    .orderBy(sql`${enrolments.createdAt} desc nulls last`, sql`${enrolments.id} desc nulls last`)
    .limit(window.limit)
    .offset(window.offset);
  return rows satisfies (ClassRow & { enrolledAt: Date })[];
}

/**
 * The student's enrolment total and how many are completed and in progress (spec §4 Progress per class:
 * completed = every assignment submitted, in progress = some but not all), in one statement. The work
 * grows with this student's enrolments, not with the tables.
 */
export async function countProgress(db: Db, studentId: string) {
  const result = await db.execute<{ total: number; completed: number; in_progress: number }>(sql`
    select
      count(*)::int as total,
      count(*) filter (where a.total > 0 and s.done >= a.total)::int as completed,
      count(*) filter (where s.done > 0 and s.done < a.total)::int as in_progress
    from enrolments e
    cross join lateral (select count(*) as total from assignments where class_id = e.class_id) a
    cross join lateral (
      select count(distinct assignment_id) as done
      from submissions
      where class_id = e.class_id and student_id = e.student_id
    ) s
    where e.student_id = ${studentId}`);
  const row = (result as unknown as { rows: { total: number; completed: number; in_progress: number }[] }).rows[0];
  return {
    total: Number(row?.total ?? 0),
    completed: Number(row?.completed ?? 0),
    inProgress: Number(row?.in_progress ?? 0),
  };
}
