import type { Db } from "@classwise/db/client";
import { messages, paths } from "@classwise/shared";
import { sql } from "drizzle-orm";
import { notifyUsers } from "../notifications/notify.js";

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Tells the student and the class's teacher about a refund, in the refund's transaction, through the
 * notifications queue and each one's `payment-refunded` switch (decision 23).
 */
export async function notifyRefund(tx: Db, refund: { studentId: string; classId: string }, amount: string) {
  const [row] = rowsOf<{ title: string; teacher_id: string; student_name: string }>(
    await tx.execute(sql`
      select c.title, c.teacher_id, coalesce(u.name, '') as student_name
      from classes c left join users u on u.id = ${refund.studentId}
      where c.id = ${refund.classId}`),
  );
  if (!row) return;
  await notifyUsers(tx, [refund.studentId], {
    kind: "payment-refunded",
    title: messages.notifications.refundStudent(row.title),
    body: messages.notifications.refundStudentBody(amount),
    link: paths.student.paymentHistory,
  });
  await notifyUsers(tx, [row.teacher_id], {
    kind: "payment-refunded",
    title: messages.notifications.refundTeacher(row.title),
    body: messages.notifications.refundTeacherBody(row.student_name, amount),
    link: paths.teacher.classDetails(refund.classId),
  });
}
