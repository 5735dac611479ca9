import { certificates, quizAttempts } from "@classwise/db/schema";
import { messages } from "@classwise/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enrolDirectly } from "../enrolments/support.js";
import { createClass, createTestApp, createUser, type TestContext, type TestUser } from "../helpers/index.js";
import { addLesson, lessonCalls } from "../lessons/support.js";
import { addQuestion, addQuiz, keyMarker, quizCalls } from "./support.js";

const copy = messages.quizzes;

describe("taking quizzes: draws, grading, limits, timers and progress", () => {
  let ctx: TestContext;
  let calls: ReturnType<typeof quizCalls>;
  let teacher: TestUser;
  // The clock every service reads; tests move it instead of waiting.
  let now = new Date("2026-03-01T10:00:00Z");
  const advance = (seconds: number) => {
    now = new Date(now.getTime() + seconds * 1000);
  };

  beforeAll(async () => {
    ctx = await createTestApp({}, { clock: () => now });
    calls = quizCalls(ctx);
    teacher = await createUser(ctx, { role: "teacher" });
  });
  afterAll(async () => ctx.close());

  async function classWithStudent() {
    const item = await createClass(ctx, teacher);
    const student = await createUser(ctx);
    await enrolDirectly(ctx.db, item.id, student.id);
    return { classId: item.id, student };
  }

  /** A quiz of one true/false (true) and one number (42 ± 0.5) question, 1 point each. */
  async function twoQuestionQuiz(classId: string, overrides: Parameters<typeof addQuiz>[3] = {}) {
    const tf = await addQuestion(ctx.db, classId, {
      kind: "true-false",
      prompt: "The sky is blue",
      answer: { correct: true },
      explanation: `Rayleigh ${keyMarker(classId)}`,
    });
    const num = await addQuestion(ctx.db, classId, {
      kind: "number",
      prompt: "Six times seven",
      answer: { value: 42, tolerance: 0.5 },
    });
    const quiz = await addQuiz(ctx.db, classId, [tf.id, num.id], overrides);
    return { quiz, tf, num };
  }

  it("never sends keys or explanations before submission, grades at once, then shows them", async () => {
    const { classId, student } = await classWithStudent();
    const { quiz, tf, num } = await twoQuestionQuiz(classId);
    const before = [await calls.read(quiz.id, student), await calls.list(classId, student)];
    const started = await calls.start(quiz.id, student);
    expect(started.statusCode, started.body).toBe(201);
    const open = await calls.open(quiz.id, student);
    for (const res of [...before, started, open]) {
      expect(res.body).not.toContain(keyMarker(classId));
      expect(res.body).not.toContain("Rayleigh");
      expect(res.body).not.toMatch(/"(key|explanation|accepted|tolerance|correct)"/);
    }
    const attempt = started.json().attempt;
    expect(attempt.questions).toHaveLength(2);
    expect(open.json().attempt).toEqual({ ...attempt, serverNow: now.toISOString() });

    const res = await calls.submit(attempt._id, student, { [tf.id]: false, [num.id]: 42.3 });
    expect(res.statusCode, res.body).toBe(200);
    const graded = res.json().attempt;
    expect(graded).toMatchObject({ score: 1, maxScore: 2, percent: 50, passed: true, answersShown: true });
    const tfResult = graded.questions.find((q: { _id: string }) => q._id === tf.id);
    expect(tfResult).toMatchObject({ answer: false, correct: false, awarded: 0, key: { correct: true } });
    expect(tfResult.explanation).toContain("Rayleigh");
  });

  it("keeps the answers back until the last attempt when the quiz says so", async () => {
    const { classId, student } = await classWithStudent();
    const { quiz, tf } = await twoQuestionQuiz(classId, { attemptsAllowed: 2, showAnswers: "after-last-attempt" });
    const first = (await calls.start(quiz.id, student)).json().attempt;
    const graded = (await calls.submit(first._id, student, { [tf.id]: true })).json().attempt;
    expect(graded.answersShown).toBe(false);
    expect(JSON.stringify(graded)).not.toContain("Rayleigh");
    expect(graded.questions.every((q: { key: unknown }) => q.key === null)).toBe(true);
    const second = (await calls.start(quiz.id, student)).json().attempt;
    expect((await calls.submit(second._id, student, {})).json().attempt.answersShown).toBe(true);
    const mine = (await calls.mine(quiz.id, student)).json().attempts;
    expect(mine.map((a: { number: number; answersShown: boolean }) => [a.number, a.answersShown])).toEqual([
      [2, true],
      [1, true],
    ]);
  });

  it("draws N random questions per attempt and keeps an attempt's draw on reload", async () => {
    const { classId, student } = await classWithStudent();
    const questions = [];
    for (let i = 0; i < 8; i++) questions.push(await addQuestion(ctx.db, classId, { prompt: `Question ${i}` }));
    const quiz = await addQuiz(
      ctx.db,
      classId,
      questions.map((q) => q.id),
      { drawCount: 3, attemptsAllowed: 20 },
    );
    const draws = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const attempt = (await calls.start(quiz.id, student)).json().attempt;
      const ids = attempt.questions.map((q: { _id: string }) => q._id);
      expect(ids).toHaveLength(3);
      expect(new Set(ids).size).toBe(3);
      // A reload and a second start both give the same open attempt and draw.
      expect((await calls.open(quiz.id, student)).json().attempt.questions).toEqual(attempt.questions);
      expect((await calls.start(quiz.id, student)).json().attempt._id).toBe(attempt._id);
      draws.add([...ids].sort().join());
      expect((await calls.submit(attempt._id, student, {})).statusCode).toBe(200);
    }
    // Six draws of 3 out of 8 (56 possible sets) are not all the same.
    expect(draws.size).toBeGreaterThan(1);
    const read = (await calls.read(quiz.id, student)).json().quiz;
    expect(read).toMatchObject({ questionCount: 3, attemptsUsed: 6, questionIds: null });
  });

  it("refuses an attempt past the limit and a second submission of the same attempt", async () => {
    const { classId, student } = await classWithStudent();
    const { quiz, tf } = await twoQuestionQuiz(classId, { attemptsAllowed: 1 });
    const attempt = (await calls.start(quiz.id, student)).json().attempt;
    expect((await calls.submit(attempt._id, student, { [tf.id]: true })).statusCode).toBe(200);
    const again = await calls.submit(attempt._id, student, { [tf.id]: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(copy.alreadySubmitted);
    const extra = await calls.start(quiz.id, student);
    expect(extra.statusCode).toBe(422);
    expect(extra.json().message).toBe(copy.attemptsUsed);
  });

  it("scores one of 20 simultaneous submissions of one attempt; the others are refused", async () => {
    const { classId, student } = await classWithStudent();
    const { quiz, tf, num } = await twoQuestionQuiz(classId);
    const attempt = (await calls.start(quiz.id, student)).json().attempt;
    const answers = { [tf.id]: true, [num.id]: 42 };
    const results = await Promise.all(Array.from({ length: 20 }, () => calls.submit(attempt._id, student, answers)));
    const statuses = results.map((res) => res.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const rows = await ctx.db.select().from(quizAttempts).where(eq(quizAttempts.quizId, quiz.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ score: 2, passed: true });
  });

  it("makes one attempt of simultaneous starts", async () => {
    const { classId, student } = await classWithStudent();
    const { quiz } = await twoQuestionQuiz(classId);
    const results = await Promise.all(Array.from({ length: 8 }, () => calls.start(quiz.id, student)));
    expect(new Set(results.map((res) => res.json().attempt._id)).size).toBe(1);
  });

  it("enforces the time limit on the server, with a grace, and closes a timed-out attempt as used", async () => {
    const { classId, student } = await classWithStudent();
    const { quiz, tf } = await twoQuestionQuiz(classId, { timeLimitSeconds: 300, attemptsAllowed: 2 });
    const first = (await calls.start(quiz.id, student)).json().attempt;
    expect(new Date(first.deadlineAt).getTime() - new Date(first.startedAt).getTime()).toBe(300_000);
    advance(305); // inside the grace
    expect((await calls.submit(first._id, student, { [tf.id]: true })).statusCode).toBe(200);

    const second = (await calls.start(quiz.id, student)).json().attempt;
    expect(second.number).toBe(2);
    advance(311); // past the limit and the grace
    expect((await calls.open(quiz.id, student)).json().attempt).toBeNull();
    const late = await calls.submit(second._id, student, { [tf.id]: true });
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe(copy.timeUp);
    const [row] = await ctx.db.select().from(quizAttempts).where(eq(quizAttempts.id, second._id));
    expect(row).toMatchObject({ expired: true, score: 0, passed: false });
    expect((await calls.start(quiz.id, student)).statusCode).toBe(422);
  });

  it("closes an attempt left open past its time when the next one starts", async () => {
    const { classId, student } = await classWithStudent();
    const { quiz } = await twoQuestionQuiz(classId, { timeLimitSeconds: 60, attemptsAllowed: 2 });
    const first = (await calls.start(quiz.id, student)).json().attempt;
    advance(3600);
    const second = await calls.start(quiz.id, student);
    expect(second.statusCode).toBe(201);
    expect(second.json().attempt).toMatchObject({ number: 2 });
    expect(second.json().attempt._id).not.toBe(first._id);
    const mine = (await calls.mine(quiz.id, student)).json().attempts;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ number: 1, expired: true, score: 0 });
  });

  it("counts a passed quiz in progress like a lesson and in the certificate rule", async () => {
    const { classId, student } = await classWithStudent();
    const lesson = await addLesson(ctx.db, classId);
    const { quiz, tf, num } = await twoQuestionQuiz(classId, { passPercent: 100 });
    await lessonCalls(ctx).complete(lesson.id, student);

    const fail = (await calls.start(quiz.id, student)).json().attempt;
    const failed = (await calls.submit(fail._id, student, { [tf.id]: true, [num.id]: 0 })).json();
    expect(failed.attempt.passed).toBe(false);
    expect(failed.progress).toMatchObject({ totalLessons: 2, completedLessons: 1, progressPercentage: 50 });
    const none = await ctx.db
      .select()
      .from(certificates)
      .where(and(eq(certificates.classId, classId), eq(certificates.studentId, student.id)));
    expect(none).toHaveLength(0);

    const pass = (await calls.start(quiz.id, student)).json().attempt;
    const passed = (await calls.submit(pass._id, student, { [tf.id]: true, [num.id]: "42" })).json();
    expect(passed.attempt).toMatchObject({ passed: true, percent: 100 });
    expect(passed.progress).toMatchObject({ totalLessons: 2, completedLessons: 2, progressPercentage: 100 });
    expect((await calls.read(quiz.id, student)).json().quiz).toMatchObject({ passed: true, bestPercent: 100 });
    const issued = await ctx.db
      .select()
      .from(certificates)
      .where(and(eq(certificates.classId, classId), eq(certificates.studentId, student.id)));
    expect(issued).toHaveLength(1);
    const enrolled = await ctx.app.inject({
      method: "GET",
      url: `/api/students/${student.id}/enrolled-classes?limit=20`,
      headers: student.headers,
    });
    const row = enrolled.json().classes.find((c: { _id: string }) => c._id === classId);
    expect(row.progress).toMatchObject({ progressPercentage: 100, isCompleted: true });
    // The teacher's class progress counts the pass the same way.
    const teacherView = await ctx.app.inject({
      method: "GET",
      url: `/api/classes/${classId}/progress`,
      headers: teacher.headers,
    });
    expect(teacherView.json().progress).toMatchObject({ averageProgressPercentage: 100, completedStudents: 1 });
  });

  it("refuses students of other classes, teachers and other students' attempts", async () => {
    const { classId, student } = await classWithStudent();
    const { quiz } = await twoQuestionQuiz(classId);
    const outsider = await createUser(ctx);
    const refused = await calls.start(quiz.id, outsider);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(copy.notEnrolled);
    expect((await calls.start(quiz.id, teacher)).statusCode).toBe(403);
    const attempt = (await calls.start(quiz.id, student)).json().attempt;
    const classmate = await createUser(ctx);
    await enrolDirectly(ctx.db, classId, classmate.id);
    expect((await calls.submit(attempt._id, classmate, {})).statusCode).toBe(404);
    expect((await calls.submit("no-such-attempt", student, {})).statusCode).toBe(404);
  });
});
