import { Readable } from "node:stream";
import type { Db } from "@classwise/db/client";
import { assignments, classes, submissions } from "@classwise/db/schema";
import { messages } from "@classwise/shared";
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import { CSV_BYTE_ORDER_MARK, csvLine } from "../../lib/csv.js";
import { notFound } from "../../lib/errors.js";
import type { Actor } from "../../policy/index.js";
import { type GradingScope, gradingScope, inScope } from "./repository.js";

/** Rows read per query: the file streams out while the next batch is read. */
export const EXPORT_BATCH = 500;

async function findScopedClass(db: Db, scope: GradingScope, classId: string) {
  const [row] = await db
    .select({ id: classes.id, title: classes.title })
    .from(classes)
    .where(and(eq(classes.id, classId), inScope(scope)))
    .limit(1);
  return row;
}

/** The class's assignments in the file's order: oldest first (a class has few of them). */
function findClassAssignments(db: Db, classId: string) {
  return db
    .select({ id: assignments.id, title: assignments.title, deadline: assignments.deadline })
    .from(assignments)
    .where(eq(assignments.classId, classId))
    .orderBy(asc(assignments.createdAt), asc(assignments.id));
}

/**
 * One batch of an assignment's submissions by student name, after `after`: a walk along
 * submissions_assignment_name_idx that reads the batch's rows only, however large the class.
 */
function findSubmissionBatch(db: Db, assignmentId: string, after: { studentName: string; id: string } | undefined) {
  const past: SQL | undefined = after
    ? sql`(${submissions.studentName}, ${submissions.id}) > (${after.studentName}, ${after.id})`
    : undefined;
  return db
    .select({
      id: submissions.id,
      studentName: submissions.studentName,
      studentEmail: submissions.studentEmail,
      submittedAt: submissions.submittedAt,
      score: submissions.score,
      feedback: submissions.feedback,
      gradedAt: submissions.gradedAt,
    })
    .from(submissions)
    .where(and(eq(submissions.assignmentId, assignmentId), past))
    .orderBy(asc(submissions.studentName), asc(submissions.id))
    .limit(EXPORT_BATCH);
}

/** The class's graded and ungraded submissions, by assignment then student, a batch at a time. */
async function* gradeLines(db: Db, classId: string): AsyncGenerator<string> {
  yield CSV_BYTE_ORDER_MARK + csvLine(messages.grading.csvHeader);
  for (const assignment of await findClassAssignments(db, classId)) {
    let after: { studentName: string; id: string } | undefined;
    for (;;) {
      const rows = await findSubmissionBatch(db, assignment.id, after);
      let chunk = "";
      for (const row of rows) {
        chunk += csvLine([
          assignment.title,
          assignment.deadline.toISOString(),
          row.studentName,
          row.studentEmail,
          row.submittedAt.toISOString(),
          row.score,
          row.gradedAt ? row.feedback : null,
          row.gradedAt?.toISOString(),
        ]);
      }
      if (chunk) yield chunk;
      after = rows.at(-1);
      if (!after || rows.length < EXPORT_BATCH) break;
    }
  }
}

/** `grades-<title>.csv`, reduced to characters every file system and header accepts. */
export function exportFileName(title: string): string {
  const slug = title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return `grades-${slug || "class"}.csv`;
}

/**
 * GET /classes/{id}/grades.csv: the class's teacher and admins (another teacher's class answers 404).
 * Access is settled before the first byte, so a refusal is a normal error answer, not a broken file.
 */
export async function streamClassGrades(db: Db, actor: Actor, classId: string, reply: FastifyReply) {
  const found = await findScopedClass(db, gradingScope(actor, "read:grade"), classId);
  if (!found) throw notFound(messages.enrolment.classNotFound);
  return reply
    .type("text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${exportFileName(found.title)}"`)
    .header("cache-control", "no-store")
    .send(Readable.from(gradeLines(db, classId)));
}
