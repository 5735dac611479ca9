import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { submissions } from "../../db/schema.js";

export type SubmissionRow = typeof submissions.$inferSelect;

/** One student's submissions in one class, newest first (served by submissions_class_student_idx). */
export async function findStudentSubmissions(db: Db, classId: string, studentId: string): Promise<SubmissionRow[]> {
  return db
    .select()
    .from(submissions)
    .where(and(eq(submissions.classId, classId), eq(submissions.studentId, studentId)))
    .orderBy(desc(submissions.submittedAt), desc(submissions.id));
}
