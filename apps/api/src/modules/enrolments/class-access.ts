import { and, eq, exists, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { classes, enrolments } from "../../db/schema.js";
import type { Actor } from "../../plugins/actor.js";

export interface ClassAccess {
  classId: string;
  isOwner: boolean;
  isAdmin: boolean;
  /** Whether `studentUid` (the caller unless told otherwise) is enrolled in the class. */
  isEnrolled: boolean;
  /** Approved and not deleted: the class page is public, so refusing access may say why. */
  isPublic: boolean;
}

/**
 * How the caller relates to a class, in one query: owner, admin, enrolled. Deleted classes are included,
 * because students keep access to what they paid for. Undefined when the class does not exist.
 */
export async function findClassAccess(
  db: Db,
  actor: Actor,
  classId: string,
  studentUid: string = actor.uid,
): Promise<ClassAccess | undefined> {
  const isEnrolled = sql<boolean>`${exists(
    db
      .select({ one: sql`1` })
      .from(enrolments)
      .where(and(eq(enrolments.classId, classes.id), eq(enrolments.studentId, studentUid))),
  )}`;
  const [row] = await db
    .select({
      id: classes.id,
      teacherId: classes.teacherId,
      status: classes.status,
      deletedAt: classes.deletedAt,
      isEnrolled,
    })
    .from(classes)
    .where(eq(classes.id, classId))
    .limit(1);
  if (!row) return undefined;
  return {
    classId: row.id,
    isOwner: row.teacherId === actor.uid,
    isAdmin: actor.role === "admin",
    isEnrolled: Boolean(row.isEnrolled),
    isPublic: row.status === "approved" && row.deletedAt === null,
  };
}
