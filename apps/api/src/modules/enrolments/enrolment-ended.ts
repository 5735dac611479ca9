import type { Db } from "@classwise/db/client";
import { sql } from "drizzle-orm";
import { revokeCertificate } from "../certificates/lifecycle.js";

export interface EndedEnrolment {
  studentId: string;
  classId: string;
  /** Why it ended; a refund is the only way today. */
  reason: "refund";
}

/**
 * Ends a student's enrolment in a class, inside the caller's transaction (the refund's): the enrolment row
 * is deleted, so every access check (`findClassRelation`), My Enrolled Classes and the counters kept by
 * trigger (class_stats.enrolled_count, the `enrolments` counter) follow at once. Submissions, grades,
 * lesson completions and evaluations are keyed by student and class, not by the enrolment, so they stay
 * and count again when the student buys the class again. The payments and refunds rows keep the history.
 * Returns false when the student was not enrolled through this payment (nothing ended).
 */
export async function endEnrolmentOfPayment(tx: Db, paymentId: string, ended: EndedEnrolment): Promise<boolean> {
  const result = await tx.execute(sql`
    delete from enrolments where payment_id = ${paymentId} and student_id = ${ended.studentId}
      and class_id = ${ended.classId}
    returning id`);
  const deleted = (result as unknown as { rows: unknown[] }).rows.length > 0;
  if (deleted) await onEnrolmentEnded(tx, ended);
  return deleted;
}

/**
 * What else follows an ended enrolment, in the same transaction as the refund that ends it: the student's
 * certificate for the class is revoked (its public page then says so). Anything added here must be idempotent
 * and must not call outside services (the transaction holds the enrolment's row).
 */
export async function onEnrolmentEnded(tx: Db, ended: EndedEnrolment): Promise<void> {
  await revokeCertificate(tx, { studentId: ended.studentId, classId: ended.classId, reason: ended.reason });
}
