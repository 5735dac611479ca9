import type { Db } from "@classwise/db/client";
import { quizQuestionLinks, quizQuestions, quizzes } from "@classwise/db/schema";
import type { TestContext, TestUser } from "../helpers/index.js";

/** A marker carried by every key and explanation of the test questions: no answer may show it early. */
export const keyMarker = (classId: string) => `quiz-key-${classId}`;

/** A short-text question written straight to the bank, its accepted answer and explanation the marker. */
export async function addQuestion(
  db: Db,
  classId: string,
  overrides: Partial<typeof quizQuestions.$inferInsert> = {},
): Promise<typeof quizQuestions.$inferSelect> {
  const [row] = await db
    .insert(quizQuestions)
    .values({
      classId,
      kind: "short-text",
      prompt: "Which word opens the vault?",
      answer: { accepted: [keyMarker(classId)] },
      points: 1,
      explanation: `Because ${keyMarker(classId)}`,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("question insert failed");
  return row;
}

/** A quiz written straight to the database over the given questions. */
export async function addQuiz(
  db: Db,
  classId: string,
  questionIds: string[],
  overrides: Partial<typeof quizzes.$inferInsert> = {},
): Promise<typeof quizzes.$inferSelect> {
  const [row] = await db
    .insert(quizzes)
    .values({
      classId,
      title: "Checkpoint quiz",
      passPercent: 50,
      attemptsAllowed: 3,
      showAnswers: "after-submit",
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("quiz insert failed");
  if (questionIds.length > 0)
    await db
      .insert(quizQuestionLinks)
      .values(questionIds.map((questionId, index) => ({ quizId: row.id, questionId, position: index + 1 })));
  return row;
}

/** A quiz of one marked question on the class. */
export async function addMarkedQuiz(db: Db, classId: string, overrides: Partial<typeof quizzes.$inferInsert> = {}) {
  const question = await addQuestion(db, classId);
  return addQuiz(db, classId, [question.id], overrides);
}

/** HTTP calls of the quizzes API as one user (or a visitor). */
export function quizCalls(ctx: TestContext) {
  const as = (user: TestUser | null) => (user ? user.headers : {});
  return {
    bank: (classId: string, user: TestUser | null) =>
      ctx.app.inject({ method: "GET", url: `/api/classes/${classId}/questions`, headers: as(user) }),
    addQuestion: (classId: string, user: TestUser | null, payload: object) =>
      ctx.app.inject({ method: "POST", url: `/api/classes/${classId}/questions`, headers: as(user), payload }),
    updateQuestion: (questionId: string, user: TestUser | null, payload: object) =>
      ctx.app.inject({ method: "PATCH", url: `/api/quiz-questions/${questionId}`, headers: as(user), payload }),
    createQuiz: (user: TestUser | null, classId: string, quiz: object) =>
      ctx.app.inject({ method: "POST", url: "/api/quizzes", headers: as(user), payload: { classId, quiz } }),
    list: (classId: string, user: TestUser | null) =>
      ctx.app.inject({ method: "GET", url: `/api/quizzes/class/${classId}`, headers: as(user) }),
    read: (quizId: string, user: TestUser | null) =>
      ctx.app.inject({ method: "GET", url: `/api/quizzes/${quizId}`, headers: as(user) }),
    start: (quizId: string, user: TestUser | null) =>
      ctx.app.inject({ method: "POST", url: `/api/quizzes/${quizId}/attempts`, headers: as(user) }),
    open: (quizId: string, user: TestUser | null) =>
      ctx.app.inject({ method: "GET", url: `/api/quizzes/${quizId}/attempts/open`, headers: as(user) }),
    mine: (quizId: string, user: TestUser | null) =>
      ctx.app.inject({ method: "GET", url: `/api/quizzes/${quizId}/attempts`, headers: as(user) }),
    submit: (attemptId: string, user: TestUser | null, answers: Record<string, unknown>) =>
      ctx.app.inject({
        method: "POST",
        url: `/api/quiz-attempts/${attemptId}/submission`,
        headers: as(user),
        payload: { answers },
      }),
    report: (quizId: string, user: TestUser | null) =>
      ctx.app.inject({ method: "GET", url: `/api/quizzes/${quizId}/report`, headers: as(user) }),
    csv: (quizId: string, user: TestUser | null) =>
      ctx.app.inject({ method: "GET", url: `/api/quizzes/${quizId}/report.csv`, headers: as(user) }),
  };
}
