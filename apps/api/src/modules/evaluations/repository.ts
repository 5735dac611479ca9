import type { Db } from "@classwise/db/client";
import { classes, evaluations, users } from "@classwise/db/schema";
import { and, eq, gte, isNull, sql } from "drizzle-orm";

export interface PublicEvaluationFilter {
  minRating: number;
  limit: number;
}

/**
 * Newest public feedback of live classes, with the class title and the student's current photo; neither a
 * suspended student's feedback nor that of a suspended teacher's classes (docs/decisions/0036).
 */
export async function findPublicEvaluations(db: Db, filter: PublicEvaluationFilter) {
  return db
    .select({
      id: evaluations.id,
      classId: evaluations.classId,
      classTitle: classes.title,
      studentName: evaluations.studentName,
      studentPhoto: users.image,
      rating: evaluations.rating,
      description: evaluations.description,
      submittedAt: evaluations.submittedAt,
    })
    .from(evaluations)
    .innerJoin(
      classes,
      and(eq(classes.id, evaluations.classId), isNull(classes.deletedAt), eq(classes.teacherSuspended, false)),
    )
    .innerJoin(users, and(eq(users.id, evaluations.studentId), eq(users.banned, false)))
    .where(gte(evaluations.rating, filter.minRating))
    .orderBy(sql`${evaluations.submittedAt} desc nulls last`, sql`${evaluations.id} desc`)
    .limit(filter.limit);
}
