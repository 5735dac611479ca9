import type { Db } from "@classwise/db/client";
import { assignments, classes, submissions, users } from "@classwise/db/schema";
import type { GradingFilter } from "@classwise/shared";
import { and, asc, eq, gt, isNotNull, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import { type Actor, can, type Permission } from "../../policy/index.js";

/**
 * Who may grade in a class: its teacher (`teacherId`), or anyone with the widest grant (undefined). Every
 * query below puts this in its `where`, so a foreign row and a missing one look the same.
 */
export type GradingScope = { teacherId: string } | { anyClass: true };

/** The classes an actor grades in: every class with the widest grant, else the ones they teach. */
export function gradingScope(actor: Actor, permission: Permission): GradingScope {
  return can(actor, permission, "any") ? { anyClass: true } : { teacherId: actor.uid };
}

export const inScope = (scope: GradingScope): SQL | undefined =>
  "teacherId" in scope ? eq(classes.teacherId, scope.teacherId) : undefined;

const gradingColumns = {
  submission: submissions,
  studentPhotoURL: users.image,
};

/** The assignment, when it belongs to a class in scope. */
export async function findScopedAssignment(db: Db, scope: GradingScope, assignmentId: string) {
  const [row] = await db
    .select({
      id: assignments.id,
      classId: assignments.classId,
      title: assignments.title,
      deadline: assignments.deadline,
    })
    .from(assignments)
    .innerJoin(classes, eq(classes.id, assignments.classId))
    .where(and(eq(assignments.id, assignmentId), inScope(scope)))
    .limit(1);
  return row;
}

const filterOf = (filter: GradingFilter): SQL | undefined => {
  if (filter === "graded") return isNotNull(submissions.gradedAt);
  if (filter === "ungraded") return isNull(submissions.gradedAt);
  return undefined;
};

/** One page of an assignment's submissions, first handed in first (submissions_assignment_queue_idx). */
export async function findAssignmentSubmissionPage(
  db: Db,
  assignmentId: string,
  filter: GradingFilter,
  window: { offset: number; limit: number },
) {
  return db
    .select(gradingColumns)
    .from(submissions)
    .innerJoin(users, eq(users.id, submissions.studentId))
    .where(and(eq(submissions.assignmentId, assignmentId), filterOf(filter)))
    .orderBy(asc(submissions.submittedAt), asc(submissions.id))
    .limit(window.limit)
    .offset(window.offset);
}

/** How many submissions an assignment has, and how many of them are graded (bounded by the class's size). */
export async function countAssignmentSubmissions(db: Db, assignmentId: string) {
  const [row] = await db
    .select({ all: sql<number>`count(*)::int`, graded: sql<number>`count(${submissions.gradedAt})::int` })
    .from(submissions)
    .where(eq(submissions.assignmentId, assignmentId));
  const all = Number(row?.all ?? 0);
  const graded = Number(row?.graded ?? 0);
  return { all, graded, ungraded: all - graded };
}

/** One submission in a class in scope, with the student's photo and its assignment. */
export async function findScopedSubmission(db: Db, scope: GradingScope, submissionId: string) {
  const [row] = await db
    .select({
      ...gradingColumns,
      assignment: {
        id: assignments.id,
        classId: assignments.classId,
        title: assignments.title,
        deadline: assignments.deadline,
      },
    })
    .from(submissions)
    .innerJoin(users, eq(users.id, submissions.studentId))
    .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
    .innerJoin(classes, eq(classes.id, submissions.classId))
    .where(and(eq(submissions.id, submissionId), inScope(scope)))
    .limit(1);
  return row;
}

/**
 * The submission of the same assignment still waiting for a grade that follows `current` in the list's
 * order, wrapping round to the first one; null when no other is waiting.
 */
export async function findNextUngradedId(
  db: Db,
  current: { id: string; assignmentId: string; submittedAt: Date },
): Promise<string | null> {
  const waiting = and(
    eq(submissions.assignmentId, current.assignmentId),
    isNull(submissions.gradedAt),
    ne(submissions.id, current.id),
  );
  const after = or(
    gt(submissions.submittedAt, current.submittedAt),
    and(eq(submissions.submittedAt, current.submittedAt), gt(submissions.id, current.id)),
  );
  const first = async (where: SQL | undefined) => {
    const [row] = await db
      .select({ id: submissions.id })
      .from(submissions)
      .where(where)
      .orderBy(asc(submissions.submittedAt), asc(submissions.id))
      .limit(1);
    return row?.id ?? null;
  };
  return (await first(and(waiting, after))) ?? (await first(waiting));
}

export interface GradeInput {
  submissionId: string;
  score: number;
  feedback: string;
  graderId: string;
}

/**
 * Sets (or replaces) the grade of a submission of a class in scope, inside the caller's transaction: the row is
 * read under lock first, and a grade that changes neither score nor feedback is not written again, so the
 * caller can tell nobody about it (decision 23). `changed` says which happened.
 */
export async function updateGrade(db: Db, scope: GradingScope, input: GradeInput) {
  const [current] = await db
    .select({
      id: submissions.id,
      studentId: submissions.studentId,
      classId: submissions.classId,
      score: submissions.score,
      feedback: submissions.feedback,
      gradedAt: submissions.gradedAt,
      assignmentTitle: sql<string>`(select title from assignments a where a.id = ${submissions.assignmentId})`,
    })
    .from(submissions)
    .innerJoin(classes, eq(classes.id, submissions.classId))
    .where(and(eq(submissions.id, input.submissionId), inScope(scope)))
    .for("update", { of: submissions })
    .limit(1);
  if (!current) return undefined;
  const { score, feedback, gradedAt, ...row } = current;
  if (gradedAt !== null && score === input.score && (feedback ?? "") === input.feedback) {
    return { ...row, changed: false };
  }
  await db
    .update(submissions)
    .set({ score: input.score, feedback: input.feedback, gradedAt: sql`now()`, gradedBy: input.graderId })
    .where(eq(submissions.id, current.id));
  return { ...row, changed: true };
}
