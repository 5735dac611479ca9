import { classes, quizAttempts, quizzes } from "@classwise/db/schema";
import { createSeed, loadSeed } from "@classwise/seed";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DrawnQuestion, gradeAttempt } from "../../src/modules/quizzes/scoring.js";
import { createSession, createTestApp, signToken, type TestContext } from "../helpers/index.js";

const NOW = Date.now();
const OPTIONS = { seed: 7, now: NOW, users: 120, classes: 30, enrolments: 400 };

/**
 * The generated data's quizzes (packages/seed, generate-quizzes.ts) as the product reads them: every seeded
 * attempt grades the same with the quiz service's own grading, and a seeded student's standing, progress and
 * next attempt go through the real routes.
 */
describe("seeded quizzes", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    await loadSeed(ctx.db, createSeed(OPTIONS, "not-a-real-hash", 200));
  });
  afterAll(async () => ctx.close());

  async function as(studentId: string) {
    const session = await createSession(ctx, studentId);
    const token = signToken({ sub: studentId, sid: session.id, email: "" }, ctx.config.authSecret ?? "", 300);
    return (method: "GET" | "POST", url: string, payload?: object) =>
      ctx.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
  }

  it("stores every attempt exactly as the quiz service grades it", async () => {
    const attempts = await ctx.db.select().from(quizAttempts);
    expect(attempts.length).toBeGreaterThan(20);
    const passPercent = new Map((await ctx.db.select().from(quizzes)).map((quiz) => [quiz.id, quiz.passPercent]));
    for (const attempt of attempts) {
      const grade = gradeAttempt(attempt.questions as DrawnQuestion[], attempt.answers as never);
      expect(grade.results).toEqual(attempt.results);
      expect([grade.score, grade.maxScore, grade.percent]).toEqual([attempt.score, attempt.maxScore, attempt.percent]);
      expect(attempt.passed).toBe(grade.percent >= passPercent.get(attempt.quizId)!);
    }
  });

  it("shows a seeded student their standing, counts a pass in progress, and lets them try again after a fail", async () => {
    // A student who failed once and stopped: one attempt used, not passed.
    const [failed] = await ctx.db
      .select({ studentId: quizAttempts.studentId, quizId: quizAttempts.quizId, classId: quizAttempts.classId })
      .from(quizAttempts)
      .where(
        sql`${quizAttempts.passed} = false and not exists (select 1 from quiz_attempts b
          where b.quiz_id = ${quizAttempts.quizId} and b.student_id = ${quizAttempts.studentId} and b.number > 1)
          and exists (select 1 from enrolments e where e.class_id = ${quizAttempts.classId}
            and e.student_id = ${quizAttempts.studentId})`,
      )
      .limit(1);
    expect(failed).toBeDefined();
    const [approved] = await ctx.db
      .select({ status: classes.status })
      .from(classes)
      .where(eq(classes.id, failed!.classId));
    expect(approved?.status).toBe("approved");
    const call = await as(failed!.studentId);

    const listed = await call("GET", `/api/quizzes/class/${failed!.classId}`);
    expect(listed.statusCode, listed.body).toBe(200);
    const quiz = (
      listed.json().quizzes as { _id: string; attemptsUsed: number; passed: boolean; bestPercent: number }[]
    ).find((item) => item._id === failed!.quizId);
    expect(quiz).toMatchObject({ attemptsUsed: 1, passed: false });
    expect(quiz!.bestPercent).toBeLessThan(60);

    const history = await call("GET", `/api/quizzes/${failed!.quizId}/attempts`);
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().attempts).toHaveLength(1);

    // The second attempt, answered from the keys the seed wrote, passes and raises the progress.
    const started = await call("POST", `/api/quizzes/${failed!.quizId}/attempts`);
    expect(started.statusCode, started.body).toBe(201);
    const attempt = started.json().attempt as { _id: string; number: number; questions: { _id: string }[] };
    expect(attempt.number).toBe(2);
    const [seeded] = await ctx.db
      .select({ questions: quizAttempts.questions })
      .from(quizAttempts)
      .where(eq(quizAttempts.id, attempt._id));
    const answers = Object.fromEntries(
      (seeded!.questions as DrawnQuestion[]).map((question) => [
        question.id,
        question.kind === "short-text"
          ? question.key.accepted![0]!
          : question.kind === "number"
            ? question.key.value!
            : question.key.correct!,
      ]),
    );
    const before = await call("GET", `/api/lessons/class/${failed!.classId}`);
    const submitted = await call("POST", `/api/quiz-attempts/${attempt._id}/submission`, { answers });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().attempt).toMatchObject({ percent: 100, passed: true });
    const after = await call("GET", `/api/lessons/class/${failed!.classId}`);
    expect(after.json().progress.completedLessons).toBe(before.json().progress.completedLessons + 1);
  });
});
