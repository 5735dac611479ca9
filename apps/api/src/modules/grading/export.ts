import { Readable } from "node:stream";
import { messages } from "@classwise/shared";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import type { Db } from "../../db/client.js";
import { assignments, classes, submissions } from "../../db/schema.js";
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

interface ExportCursor {
  /** The timestamp as the database prints it: microseconds kept (a JavaScript Date keeps milliseconds). */
  assignmentCreatedAtKey: string;
  assignmentId: string;
  studentName: string;
  submissionId: string;
}

/** One batch of the class's graded and ungraded submissions, by assignment then student, after `cursor`. */
async function findExportBatch(db: Db, classId: string, cursor: ExportCursor | undefined) {
  const after: SQL | undefined = cursor
    ? sql`(${assignments.createdAt}, ${assignments.id}, ${submissions.studentName}, ${submissions.id}) > (${cursor.assignmentCreatedAtKey}::timestamptz, ${cursor.assignmentId}, ${cursor.studentName}, ${cursor.submissionId})`
    : undefined;
  return db
    .select({
      assignmentCreatedAtKey: sql<string>`${assignments.createdAt}::text`,
      assignmentId: assignments.id,
      assignmentTitle: assignments.title,
      deadline: assignments.deadline,
      submissionId: submissions.id,
      studentName: submissions.studentName,
      studentEmail: submissions.studentEmail,
      submittedAt: submissions.submittedAt,
      score: submissions.score,
      feedback: submissions.feedback,
      gradedAt: submissions.gradedAt,
    })
    .from(submissions)
    .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
    .where(and(eq(submissions.classId, classId), after))
    .orderBy(assignments.createdAt, assignments.id, submissions.studentName, submissions.id)
    .limit(EXPORT_BATCH);
}

async function* gradeLines(db: Db, classId: string): AsyncGenerator<string> {
  yield CSV_BYTE_ORDER_MARK + csvLine(messages.grading.csvHeader);
  let cursor: ExportCursor | undefined;
  for (;;) {
    const rows = await findExportBatch(db, classId, cursor);
    let chunk = "";
    for (const row of rows) {
      chunk += csvLine([
        row.assignmentTitle,
        row.deadline.toISOString(),
        row.studentName,
        row.studentEmail,
        row.submittedAt.toISOString(),
        row.score,
        row.gradedAt ? row.feedback : null,
        row.gradedAt?.toISOString(),
      ]);
    }
    if (chunk) yield chunk;
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_BATCH) return;
    cursor = last;
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
