import type { Db } from "@classwise/db/client";
import {
  lessons,
  quizAttempts,
  quizPasses,
  quizQuestionLinks,
  quizQuestions,
  quizzes,
  users,
} from "@classwise/db/schema";
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, max, sql } from "drizzle-orm";
import type { Tx } from "../lessons/repository.js";
import type { AnswerKey, DrawnQuestion } from "./scoring.js";

export type QuestionRow = typeof quizQuestions.$inferSelect;
export type QuizRow = typeof quizzes.$inferSelect;
export type AttemptRow = typeof quizAttempts.$inferSelect;

export interface QuestionValues {
  kind: DrawnQuestion["kind"];
  prompt: string;
  choices: string[];
  answer: AnswerKey;
  points: number;
  explanation: string | null;
}

export interface QuizValues {
  title: string;
  afterLessonId: string | null;
  passPercent: number;
  attemptsAllowed: number;
  timeLimitSeconds: number | null;
  showAnswers: string;
  drawCount: number | null;
}

// --- The question bank -------------------------------------------------------------------------

export function findBank(db: Db, classId: string) {
  return db
    .select()
    .from(quizQuestions)
    .where(eq(quizQuestions.classId, classId))
    .orderBy(asc(quizQuestions.createdAt), asc(quizQuestions.id));
}

export async function countBank(tx: Tx, classId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(quizQuestions).where(eq(quizQuestions.classId, classId));
  return row?.n ?? 0;
}

export async function findQuestion(db: Db, questionId: string): Promise<QuestionRow | undefined> {
  const [row] = await db.select().from(quizQuestions).where(eq(quizQuestions.id, questionId)).limit(1);
  return row;
}

export async function insertQuestion(tx: Tx, classId: string, values: QuestionValues): Promise<QuestionRow> {
  const [row] = await tx
    .insert(quizQuestions)
    .values({ classId, ...values, answer: { ...values.answer } })
    .returning();
  if (!row) throw new Error("question insert returned nothing");
  return row;
}

export async function updateQuestion(tx: Tx, questionId: string, values: QuestionValues) {
  const [row] = await tx
    .update(quizQuestions)
    .set({ ...values, answer: { ...values.answer } })
    .where(eq(quizQuestions.id, questionId))
    .returning();
  return row;
}

export async function deleteQuestion(tx: Tx, questionId: string): Promise<void> {
  await tx.delete(quizQuestions).where(eq(quizQuestions.id, questionId));
}

/** How many of `ids` are questions of the class's bank. */
export async function countBankQuestions(tx: Tx, classId: string, ids: readonly string[]): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(quizQuestions)
    .where(and(eq(quizQuestions.classId, classId), inArray(quizQuestions.id, [...ids])));
  return row?.n ?? 0;
}

export async function isLessonOfClass(tx: Tx, classId: string, lessonId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: lessons.id })
    .from(lessons)
    .where(and(eq(lessons.id, lessonId), eq(lessons.classId, classId)))
    .limit(1);
  return Boolean(row);
}

// --- Quizzes --------------------------------------------------------------------------------------

export async function countQuizzes(tx: Tx, classId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(quizzes).where(eq(quizzes.classId, classId));
  return row?.n ?? 0;
}

export async function findQuiz(db: Db, quizId: string): Promise<QuizRow | undefined> {
  const [row] = await db.select().from(quizzes).where(eq(quizzes.id, quizId)).limit(1);
  return row;
}

export function findClassQuizzes(db: Db, classId: string) {
  return db.select().from(quizzes).where(eq(quizzes.classId, classId)).orderBy(asc(quizzes.createdAt), asc(quizzes.id));
}

export async function insertQuiz(tx: Tx, classId: string, values: QuizValues): Promise<QuizRow> {
  const [row] = await tx
    .insert(quizzes)
    .values({ classId, ...values })
    .returning();
  if (!row) throw new Error("quiz insert returned nothing");
  return row;
}

export async function updateQuiz(tx: Tx, quizId: string, values: QuizValues): Promise<void> {
  await tx.update(quizzes).set(values).where(eq(quizzes.id, quizId));
}

export async function deleteQuiz(tx: Tx, quizId: string): Promise<void> {
  await tx.delete(quizzes).where(eq(quizzes.id, quizId));
}

/** Replaces a quiz's questions with `questionIds`, in that order. */
export async function setQuizQuestions(tx: Tx, quizId: string, questionIds: readonly string[]): Promise<void> {
  await tx.delete(quizQuestionLinks).where(eq(quizQuestionLinks.quizId, quizId));
  await tx
    .insert(quizQuestionLinks)
    .values(questionIds.map((questionId, index) => ({ quizId, questionId, position: index + 1 })));
}

/** The questions of the quizzes, in their order, as (quiz id, question id). */
export function findQuizQuestionIds(db: Db, quizIds: readonly string[]) {
  if (quizIds.length === 0) return Promise.resolve([]);
  return db
    .select({ quizId: quizQuestionLinks.quizId, questionId: quizQuestionLinks.questionId })
    .from(quizQuestionLinks)
    .where(inArray(quizQuestionLinks.quizId, [...quizIds]))
    .orderBy(asc(quizQuestionLinks.quizId), asc(quizQuestionLinks.position));
}

/** The questions a quiz draws from, with their keys, in the teacher's order. */
export function findQuizPool(tx: Tx, quizId: string) {
  return tx
    .select({ question: quizQuestions })
    .from(quizQuestionLinks)
    .innerJoin(quizQuestions, eq(quizQuestions.id, quizQuestionLinks.questionId))
    .where(eq(quizQuestionLinks.quizId, quizId))
    .orderBy(asc(quizQuestionLinks.position));
}

/** Per quiz of the class: the student's attempts, best percent and open attempt. */
export function findStandings(db: Db, classId: string, studentId: string) {
  return db
    .select({
      quizId: quizAttempts.quizId,
      attempts: count(),
      best: max(quizAttempts.percent),
      passed: sql<boolean>`bool_or(coalesce(${quizAttempts.passed}, false))`,
      open: sql<{ id: string; deadlineAt: string | null } | null>`(array_agg(
        json_build_object('id', ${quizAttempts.id}, 'deadlineAt', ${quizAttempts.deadlineAt}))
        filter (where ${quizAttempts.submittedAt} is null))[1]`,
    })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.classId, classId), eq(quizAttempts.studentId, studentId)))
    .groupBy(quizAttempts.quizId);
}

// --- Attempts -------------------------------------------------------------------------------------

export async function findOpenAttempt(db: Db, quizId: string, studentId: string): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(quizAttempts)
    .where(
      and(eq(quizAttempts.quizId, quizId), eq(quizAttempts.studentId, studentId), isNull(quizAttempts.submittedAt)),
    )
    .limit(1);
  return row;
}

export async function lastAttemptNumber(tx: Tx, quizId: string, studentId: string): Promise<number> {
  const [row] = await tx
    .select({ n: max(quizAttempts.number) })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.quizId, quizId), eq(quizAttempts.studentId, studentId)));
  return row?.n ?? 0;
}

export async function insertAttempt(
  tx: Tx,
  values: Pick<
    typeof quizAttempts.$inferInsert,
    "quizId" | "classId" | "studentId" | "number" | "questions" | "startedAt" | "deadlineAt" | "maxScore"
  >,
): Promise<AttemptRow> {
  const [row] = await tx.insert(quizAttempts).values(values).returning();
  if (!row) throw new Error("attempt insert returned nothing");
  return row;
}

export async function findAttempt(db: Db, attemptId: string): Promise<AttemptRow | undefined> {
  const [row] = await db.select().from(quizAttempts).where(eq(quizAttempts.id, attemptId)).limit(1);
  return row;
}

/**
 * Records the grade of an open attempt; undefined when it was no longer open (another submission of it
 * won), so each attempt is graded once.
 */
export async function closeAttempt(
  tx: Tx,
  attemptId: string,
  values: Pick<AttemptRow, "submittedAt" | "expired" | "answers" | "results" | "score" | "percent" | "passed">,
): Promise<AttemptRow | undefined> {
  const [row] = await tx
    .update(quizAttempts)
    .set(values)
    .where(and(eq(quizAttempts.id, attemptId), isNull(quizAttempts.submittedAt)))
    .returning();
  return row;
}

export async function recordPass(tx: Tx, quizId: string, classId: string, studentId: string): Promise<void> {
  await tx.insert(quizPasses).values({ quizId, classId, studentId }).onConflictDoNothing();
}

export function findSubmittedAttempts(db: Db, quizId: string, studentId: string) {
  return db
    .select()
    .from(quizAttempts)
    .where(
      and(eq(quizAttempts.quizId, quizId), eq(quizAttempts.studentId, studentId), isNotNull(quizAttempts.submittedAt)),
    )
    .orderBy(desc(quizAttempts.number));
}

// --- The teacher's results ----------------------------------------------------------------------

/** Per student with a submitted attempt: attempts, best percent, passed, last submission; by name. */
export function findStudentResults(db: Db, quizId: string) {
  return db
    .select({
      studentId: quizAttempts.studentId,
      name: users.name,
      email: users.email,
      attempts: count(),
      best: sql<number>`max(${quizAttempts.percent})`.mapWith(Number),
      passed: sql<boolean>`bool_or(${quizAttempts.passed})`,
      lastSubmittedAt: sql<Date>`max(${quizAttempts.submittedAt})`.mapWith((value) => new Date(value)),
    })
    .from(quizAttempts)
    .innerJoin(users, eq(users.id, quizAttempts.studentId))
    .where(and(eq(quizAttempts.quizId, quizId), isNotNull(quizAttempts.submittedAt)))
    .groupBy(quizAttempts.studentId, users.name, users.email)
    .orderBy(asc(users.name), asc(quizAttempts.studentId));
}

/** Per question drawn by a submitted attempt: how often, how often answered correctly, its prompt now. */
export async function findItemAnalysis(db: Db, quizId: string) {
  const result = await db.execute(sql`
    select r."questionId" as question_id, count(*)::int as drawn,
      count(*) filter (where r.correct)::int as correct,
      (select q.prompt from quiz_questions q where q.id = r."questionId") as prompt
    from quiz_attempts a
    cross join lateral jsonb_to_recordset(a.results) as r("questionId" text, correct boolean)
    where a.quiz_id = ${quizId} and a.submitted_at is not null
    group by r."questionId"
    order by r."questionId"`);
  return (
    result as unknown as { rows: { question_id: string; drawn: number; correct: number; prompt: string | null }[] }
  ).rows;
}

/** Every submitted attempt of the quiz with its student, for the CSV export, in pages of `limit`. */
export function findAttemptRows(db: Db, quizId: string, afterId: string | null, limit: number) {
  return db
    .select({
      id: quizAttempts.id,
      name: users.name,
      email: users.email,
      number: quizAttempts.number,
      submittedAt: quizAttempts.submittedAt,
      score: quizAttempts.score,
      maxScore: quizAttempts.maxScore,
      percent: quizAttempts.percent,
      passed: quizAttempts.passed,
    })
    .from(quizAttempts)
    .innerJoin(users, eq(users.id, quizAttempts.studentId))
    .where(
      and(
        eq(quizAttempts.quizId, quizId),
        isNotNull(quizAttempts.submittedAt),
        afterId ? sql`${quizAttempts.id} > ${afterId}` : undefined,
      ),
    )
    .orderBy(asc(quizAttempts.id))
    .limit(limit);
}
