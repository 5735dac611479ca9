import type { Db } from "@classwise/db/client";
import { given, insertSelected, newId } from "@classwise/db/insert-selected";
import { assignments, enrolments, submissions } from "@classwise/db/schema";
import { and, desc, eq, exists, sql } from "drizzle-orm";

export type SubmissionRow = typeof submissions.$inferSelect;

/** One student's submissions in one class, newest first (served by submissions_class_student_idx). */
export async function findStudentSubmissions(db: Db, classId: string, studentId: string): Promise<SubmissionRow[]> {
  return db
    .select()
    .from(submissions)
    .where(and(eq(submissions.classId, classId), eq(submissions.studentId, studentId)))
    .orderBy(desc(submissions.submittedAt), desc(submissions.id));
}

export interface NewSubmission {
  assignmentId: string;
  studentId: string;
  studentName: string;
  studentEmail: string;
  submissionText: string;
}

/**
 * Stores a submission in one statement (INSERT … SELECT) only while the assignment's deadline lies ahead
 * by the database's clock and the student is enrolled in its class; the class id comes from the
 * assignment. Undefined when a condition failed; a second submission raises the unique violation of
 * submissions_assignment_student_key.
 */
export async function insertSubmission(db: Db, input: NewSubmission): Promise<SubmissionRow | undefined> {
  return insertSelected(
    db,
    submissions,
    db
      .select({
        id: newId(),
        assignmentId: assignments.id,
        classId: assignments.classId,
        studentId: given(input.studentId, "student_id"),
        studentName: given(input.studentName, "student_name"),
        studentEmail: given(input.studentEmail, "student_email"),
        submissionText: given(input.submissionText, "submission_text"),
        submittedAt: sql<Date>`now()`.as("submitted_at"),
        score: sql<number | null>`null::smallint`.as("score"),
        feedback: sql<string | null>`null::text`.as("feedback"),
        gradedAt: sql<Date | null>`null::timestamptz`.as("graded_at"),
        gradedBy: sql<string | null>`null::text`.as("graded_by"),
      })
      .from(assignments)
      .innerJoin(
        enrolments,
        and(eq(enrolments.classId, assignments.classId), eq(enrolments.studentId, input.studentId)),
      )
      .where(and(eq(assignments.id, input.assignmentId), sql`${assignments.deadline} > now()`)),
  );
}

/** Which class an assignment belongs to. */
export async function findAssignmentClass(db: Db, assignmentId: string) {
  const [row] = await db
    .select({ classId: assignments.classId })
    .from(assignments)
    .where(eq(assignments.id, assignmentId))
    .limit(1);
  return row;
}

/** The assignment as one student relates to it: open or not, and whether they already handed it in. */
export async function findAssignmentForStudent(db: Db, assignmentId: string, studentId: string) {
  const [row] = await db
    .select({
      classId: assignments.classId,
      isOpen: sql<boolean>`${assignments.deadline} > now()`,
      hasSubmitted: sql<boolean>`${exists(
        db
          .select({ one: sql`1` })
          .from(submissions)
          .where(and(eq(submissions.assignmentId, assignments.id), eq(submissions.studentId, studentId))),
      )}`,
    })
    .from(assignments)
    .where(eq(assignments.id, assignmentId))
    .limit(1);
  return row && { ...row, isOpen: Boolean(row.isOpen), hasSubmitted: Boolean(row.hasSubmitted) };
}

/** One page of a class's submissions, newest first, with the class's total. */
export async function findClassSubmissionPage(db: Db, classId: string, page: { offset: number; limit: number }) {
  const where = eq(submissions.classId, classId);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(submissions)
      .where(where)
      .orderBy(desc(submissions.submittedAt), desc(submissions.id))
      .limit(page.limit)
      .offset(page.offset),
    db.$count(submissions, where),
  ]);
  return { rows, total };
}

/** Every assignment of the class with its number of submissions (zero included), newest assignment first. */
export async function countSubmissionsPerAssignment(db: Db, classId: string) {
  const rows = await db
    .select({ assignmentId: assignments.id, submissions: sql<number>`count(${submissions.id})::int` })
    .from(assignments)
    .leftJoin(submissions, eq(submissions.assignmentId, assignments.id))
    .where(eq(assignments.classId, classId))
    .groupBy(assignments.id, assignments.createdAt)
    .orderBy(desc(assignments.createdAt), desc(assignments.id));
  return rows.map((row) => ({ assignmentId: row.assignmentId, submissions: Number(row.submissions) }));
}
