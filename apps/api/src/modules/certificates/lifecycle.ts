import { randomUUID } from "node:crypto";
import type { Db } from "@classwise/db/client";
import { progressCountColumns } from "@classwise/db/progress-counts";
import { certificates, enrolments } from "@classwise/db/schema";
import { and, eq, isNull, sql } from "drizzle-orm";
import { generateCertificateNumber } from "./number.js";

/**
 * Locks the student's enrolment in the class for the rest of the transaction. Every write that can complete a
 * class (a lesson tick, a submission) takes it first, so two of them at once queue: the second counts after the
 * first has committed and sees both, where each alone would have seen the class one short of complete.
 */
export async function lockEnrolment(tx: Db, classId: string, studentId: string): Promise<void> {
  await tx
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(and(eq(enrolments.classId, classId), eq(enrolments.studentId, studentId)))
    .for("update");
}

/**
 * Issues the student's certificate for the class when their progress is complete by the one rule
 * (`progressFromCounts`: every lesson completed and every countable assignment handed in, with something to
 * count), in one INSERT … SELECT, inside the caller's transaction. A student who already holds a valid
 * certificate of the class keeps it (the partial unique index). The new number, or undefined when nothing
 * was issued.
 */
export async function issueCertificateIfComplete(
  tx: Db,
  classId: string,
  studentId: string,
): Promise<string | undefined> {
  const counts = progressCountColumns(sql`e.class_id`, sql`e.student_id`, sql`e.created_at`);
  const result = await tx.execute(sql`
    insert into certificates (id, number, student_id, class_id, student_name, class_title, teacher_name)
    select ${randomUUID()}, ${generateCertificateNumber()}, p.student_id, p.class_id, p.student_name,
      p.class_title, p.teacher_name
    from (
      select e.student_id, e.class_id, u.name as student_name, cl.title as class_title, cl.teacher_name,
        ${counts.totalLessons} as lessons, ${counts.completedLessons} as completed_lessons,
        ${counts.countableAssignments} as countable, ${counts.submittedAssignments} as submitted
      from enrolments e
      join users u on u.id = e.student_id
      join classes cl on cl.id = e.class_id
      where e.class_id = ${classId} and e.student_id = ${studentId}
    ) p
    where p.lessons + p.countable > 0 and p.completed_lessons >= p.lessons and p.submitted >= p.countable
    on conflict (student_id, class_id) where revoked_at is null do nothing
    returning number`);
  const [row] = (result as unknown as { rows: { number: string }[] }).rows;
  return row?.number;
}

export interface RevokeCertificateInput {
  studentId: string;
  classId: string;
  /** Why it no longer stands (a refund says so); kept with the row, never shown on the public page. */
  reason: string;
}

/**
 * Revokes the student's valid certificate of the class, in the caller's transaction (a refund revokes the
 * certificate in the transaction that ends the enrolment). The public page then says "revoked". The revoked
 * certificate's number, or undefined when the student held none.
 */
export async function revokeCertificate(tx: Db, input: RevokeCertificateInput): Promise<string | undefined> {
  const [row] = await tx
    .update(certificates)
    .set({ revokedAt: sql`now()`, revokeReason: input.reason })
    .where(
      and(
        eq(certificates.studentId, input.studentId),
        eq(certificates.classId, input.classId),
        isNull(certificates.revokedAt),
      ),
    )
    .returning({ number: certificates.number });
  return row?.number;
}
