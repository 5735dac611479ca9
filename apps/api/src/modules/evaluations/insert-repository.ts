import type { Db } from "@classwise/db/client";
import { given, insertSelected, newId } from "@classwise/db/insert-selected";
import { classes, enrolments, evaluations } from "@classwise/db/schema";
import { and, eq, sql } from "drizzle-orm";

export type EvaluationRow = typeof evaluations.$inferSelect;

export interface NewEvaluation {
  classId: string;
  studentId: string;
  studentName: string;
  studentEmail: string;
  rating: number;
  description: string;
}

/**
 * Stores an evaluation in one statement (INSERT … SELECT) only when the student is enrolled in the class;
 * the teacher is the class's. Undefined when not enrolled; a second evaluation raises the unique violation
 * of evaluations_class_student_key.
 */
export async function insertEvaluation(db: Db, input: NewEvaluation): Promise<EvaluationRow | undefined> {
  return insertSelected(
    db,
    evaluations,
    db
      .select({
        id: newId(),
        classId: classes.id,
        teacherId: classes.teacherId,
        studentId: enrolments.studentId,
        studentName: given(input.studentName, "student_name"),
        studentEmail: given(input.studentEmail, "student_email"),
        rating: given(input.rating, "rating", "smallint"),
        description: given(input.description, "description"),
        submittedAt: sql<Date>`now()`.as("submitted_at"),
      })
      .from(classes)
      .innerJoin(enrolments, and(eq(enrolments.classId, classes.id), eq(enrolments.studentId, input.studentId)))
      .where(eq(classes.id, input.classId)),
  );
}
