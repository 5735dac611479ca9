import { messages } from "@classwise/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enrolDirectly } from "../enrolments/support.js";
import { createClass, createTestApp, createUser, type TestContext, type TestUser } from "../helpers/index.js";
import { addLesson } from "../lessons/support.js";
import { quizCalls } from "./support.js";

const copy = messages.quizzes;

describe("the teacher's question bank, quizzes in the outline and results", () => {
  let ctx: TestContext;
  let calls: ReturnType<typeof quizCalls>;
  let teacher: TestUser;

  beforeAll(async () => {
    ctx = await createTestApp();
    calls = quizCalls(ctx);
    teacher = await createUser(ctx, { role: "teacher" });
  });
  afterAll(async () => ctx.close());

  const questions = [
    { kind: "single-choice", prompt: "Capital of France?", choices: ["Lyon", "Paris"], correct: 1, points: 1 },
    { kind: "multiple-choice", prompt: "Primes?", choices: ["2", "4", "5"], correct: [0, 2], points: 2 },
    { kind: "true-false", prompt: "Water boils at 100 °C at sea level", correct: true, points: 1 },
    { kind: "short-text", prompt: "Chemical symbol of gold?", accepted: ["Au"], points: 1, explanation: "Aurum" },
    { kind: "number", prompt: "Pi to two places", value: 3.14, tolerance: 0.005, points: 3 },
  ];

  it("writes a bank of every question type and refuses malformed keys with 400", async () => {
    const item = await createClass(ctx, teacher);
    for (const question of questions) {
      const res = await calls.addQuestion(item.id, teacher, question);
      expect(res.statusCode, res.body).toBe(201);
    }
    const bank = (await calls.bank(item.id, teacher)).json().questions;
    expect(bank.map((q: { kind: string }) => q.kind)).toEqual(questions.map((q) => q.kind));
    expect(bank[3]).toMatchObject({ accepted: ["Au"], explanation: "Aurum" });
    for (const bad of [
      { ...questions[0], correct: 5 },
      { ...questions[0], choices: ["only one"] },
      { ...questions[1], correct: [] },
      { ...questions[3], accepted: [] },
      { ...questions[4], value: "three" },
      { ...questions[2], points: 0 },
      { kind: "essay", prompt: "Write", points: 1 },
    ]) {
      expect((await calls.addQuestion(item.id, teacher, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    const edited = await calls.updateQuestion(bank[0]._id, teacher, {
      ...questions[0],
      prompt: "Capital city of France?",
    });
    expect(edited.json().question.prompt).toBe("Capital city of France?");
    const other = await createUser(ctx, { role: "teacher" });
    expect((await calls.addQuestion(item.id, other, questions[0] as object)).statusCode).toBe(404);
    expect((await calls.bank(item.id, other)).statusCode).toBe(404);
  });

  it("places a quiz after a lesson of the class, with questions of its bank only", async () => {
    const item = await createClass(ctx, teacher);
    const lesson = await addLesson(ctx.db, item.id);
    const ids: string[] = [];
    for (const question of questions)
      ids.push((await calls.addQuestion(item.id, teacher, question)).json().question._id);
    const settings = {
      title: "Checkpoint",
      afterLessonId: lesson.id,
      passPercent: 60,
      attemptsAllowed: 2,
      timeLimitSeconds: 600,
      showAnswers: "after-submit",
      drawCount: 3,
      questionIds: ids,
    };
    const created = await calls.createQuiz(teacher, item.id, settings);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().quiz).toMatchObject({ afterLessonId: lesson.id, questionCount: 3, questionIds: ids });

    const elsewhere = await createClass(ctx, teacher);
    const foreignQuestion = (await calls.addQuestion(elsewhere.id, teacher, questions[0] as object)).json().question;
    const foreignLesson = await addLesson(ctx.db, elsewhere.id);
    const refusals = [
      [{ ...settings, questionIds: [...ids, foreignQuestion._id] }, 422, copy.questionsNotInBank],
      [{ ...settings, afterLessonId: foreignLesson.id }, 422, copy.lessonNotInClass],
      [{ ...settings, drawCount: 6 }, 400, copy.drawTooLarge],
      [{ ...settings, questionIds: [] }, 400, copy.noQuestions],
    ] as const;
    for (const [body, status, message] of refusals) {
      const res = await calls.createQuiz(teacher, item.id, body);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.body).toContain(message);
    }
    const student = await createUser(ctx);
    await enrolDirectly(ctx.db, item.id, student.id);
    const seen = (await calls.list(item.id, student)).json().quizzes;
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ title: "Checkpoint", questionIds: null, attemptsUsed: 0, passed: false });
  });

  it("reports attempts per student and the share answering each question correctly, and exports them", async () => {
    const item = await createClass(ctx, teacher);
    const ids: string[] = [];
    for (const question of questions.slice(2, 4))
      ids.push((await calls.addQuestion(item.id, teacher, question)).json().question._id);
    const quiz = (
      await calls.createQuiz(teacher, item.id, {
        title: "Two questions",
        afterLessonId: null,
        passPercent: 100,
        attemptsAllowed: 3,
        timeLimitSeconds: null,
        showAnswers: "after-submit",
        drawCount: null,
        questionIds: ids,
      })
    ).json().quiz;
    const [tf, text] = ids as [string, string];
    const ann = await createUser(ctx, { name: "Ann Able" });
    const bob = await createUser(ctx, { name: "=Bob Formula" });
    for (const student of [ann, bob]) await enrolDirectly(ctx.db, item.id, student.id);
    const take = async (student: TestUser, answers: Record<string, unknown>) => {
      const attempt = (await calls.start(quiz._id, student)).json().attempt;
      return (await calls.submit(attempt._id, student, answers)).json();
    };
    await take(ann, { [tf]: true, [text]: "ag" });
    expect((await take(ann, { [tf]: true, [text]: " au " })).attempt.passed).toBe(true);
    await take(bob, { [tf]: false });

    const report = (await calls.report(quiz._id, teacher)).json();
    expect(report.students).toEqual([
      expect.objectContaining({ name: "=Bob Formula", attempts: 1, bestPercent: 0, passed: false }),
      expect.objectContaining({ name: "Ann Able", attempts: 2, bestPercent: 100, passed: true }),
    ]);
    const byId = Object.fromEntries(report.items.map((row: { questionId: string }) => [row.questionId, row]));
    expect(byId[tf]).toMatchObject({ drawn: 3, correct: 2, share: 67 });
    expect(byId[text]).toMatchObject({ drawn: 3, correct: 1, share: 33 });

    const csv = await calls.csv(quiz._id, teacher);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    const lines = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe(copy.csvHeader.map((cell) => `"${cell}"`).join(","));
    expect(csv.body).toContain(`"'=Bob Formula"`);
    const other = await createUser(ctx, { role: "teacher" });
    expect((await calls.report(quiz._id, other)).statusCode).toBe(404);
    expect((await calls.csv(quiz._id, ann)).statusCode).toBe(403);
  });
});
