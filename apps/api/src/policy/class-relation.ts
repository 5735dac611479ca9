import type { Db } from "@classwise/db/client";
import { classes, enrolments, refunds } from "@classwise/db/schema";
import { messages } from "@classwise/shared";
import { and, eq, exists, sql } from "drizzle-orm";
import { type AppError, forbidden } from "../lib/errors.js";
import type { Actor } from "./actor.js";

/** How a caller relates to a class: what `own` means for classes, assignments and submissions. */
export interface ClassRelation {
  classId: string;
  /** The caller teaches it. */
  isOwner: boolean;
  /** `studentUid` (the caller unless told otherwise) is enrolled in it. */
  isEnrolled: boolean;
  /** Approved and not deleted: the class page is public, so refusing access may say why. */
  isPublic: boolean;
  /** Not enrolled because a refund of the student's payment ended the enrolment: refusals say so. */
  isEndedByRefund: boolean;
}

/**
 * The refusal of a caller who is not enrolled: a refunded student is told their enrolment ended with the
 * refund; others get 403 "not enrolled" for a public class (it is no secret that it exists), else `hidden`.
 */
export function notEnrolledRefusal(
  relation: ClassRelation | undefined,
  hidden: AppError,
  notEnrolled: string = messages.enrolment.notEnrolled,
): AppError {
  if (relation?.isEndedByRefund) return forbidden(messages.payments.accessEnded);
  return relation?.isPublic ? forbidden(notEnrolled) : hidden;
}

/**
 * One query. Deleted classes are included, because students keep access to what they paid for.
 * Undefined when the class does not exist. Whether the caller may act on any class is `can()`'s answer.
 */
export async function findClassRelation(
  db: Db,
  actor: Actor,
  classId: string,
  studentUid: string = actor.uid,
): Promise<ClassRelation | undefined> {
  const isEnrolled = sql<boolean>`${exists(
    db
      .select({ one: sql`1` })
      .from(enrolments)
      .where(and(eq(enrolments.classId, classes.id), eq(enrolments.studentId, studentUid))),
  )}`;
  const isEndedByRefund = sql<boolean>`${exists(
    db
      .select({ one: sql`1` })
      .from(refunds)
      .where(and(eq(refunds.classId, classes.id), eq(refunds.studentId, studentUid), eq(refunds.status, "succeeded"))),
  )}`;
  const [row] = await db
    .select({
      id: classes.id,
      teacherId: classes.teacherId,
      status: classes.status,
      deletedAt: classes.deletedAt,
      isEnrolled,
      isEndedByRefund,
    })
    .from(classes)
    .where(eq(classes.id, classId))
    .limit(1);
  if (!row) return undefined;
  return {
    classId: row.id,
    isOwner: row.teacherId === actor.uid,
    isEnrolled: Boolean(row.isEnrolled),
    isPublic: row.status === "approved" && row.deletedAt === null,
    isEndedByRefund: !row.isEnrolled && Boolean(row.isEndedByRefund),
  };
}
