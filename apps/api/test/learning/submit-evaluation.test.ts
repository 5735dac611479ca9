import { EVALUATION_DESCRIPTION_MAX, messages } from "@classwise/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enrolDirectly } from "../enrolments/support.js";
import { createClass, createTestApp, createUser, type TestContext, type TestUser } from "../helpers/index.js";
import { evaluationsOfClass, fieldErrorsOf, learningCalls, uniqueText } from "./support.js";

describe("POST /api/teaching-evaluations", () => {
  let ctx: TestContext;
  let calls: ReturnType<typeof learningCalls>;
  let teacher: TestUser;

  beforeAll(async () => {
    ctx = await createTestApp();
    calls = learningCalls(ctx);
    teacher = await createUser(ctx, { role: "teacher" });
  });
  afterAll(async () => ctx.close());

  async function classWithStudent() {
    const item = await createClass(ctx, teacher);
    const student = await createUser(ctx, { image: "/uploads/avatars/sam.webp" });
    await enrolDirectly(ctx.db, item.id, student.id);
    return { classId: item.id, student };
  }

  it("stores an enrolled student's evaluation with the class's teacher and the caller as student", async () => {
    const { classId, student } = await classWithStudent();
    const other = await createUser(ctx, { role: "teacher" });
    const res = await calls.evaluate(student, {
      classId,
      rating: 4,
      description: "  Clear explanations and quick answers.  ",
      teacherUid: other.id,
      studentUid: other.id,
      studentName: "Someone Else",
      studentEmail: other.email,
      submittedAt: "2001-01-01T00:00:00.000Z",
    });
    expect(res.statusCode, res.body).toBe(201);
    const { success, evaluation } = res.json();
    expect(success).toBe(true);
    expect(evaluation).toEqual({
      _id: expect.any(String),
      classId,
      teacherUid: teacher.id,
      studentUid: student.id,
      studentName: student.name,
      studentEmail: student.email,
      rating: 4,
      description: "Clear explanations and quick answers.",
      submittedAt: expect.any(String),
    });
    expect(Date.parse(evaluation.submittedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("answers 400 with the spec's messages for a missing rating and a short or blank description", async () => {
    const { classId, student } = await classWithStudent();
    const cases: [Record<string, unknown>, string[] | undefined, string[] | undefined][] = [
      [{}, [messages.validation.ratingRequired], [messages.validation.descriptionRequired]],
      [
        { rating: 0, description: "   " },
        [messages.validation.ratingRequired],
        [messages.validation.descriptionRequired],
      ],
      [
        { rating: 6, description: "Too short" },
        [messages.validation.ratingRequired],
        [messages.validation.descriptionTooShort],
      ],
      [{ rating: 3.5, description: "Long enough text" }, [messages.validation.ratingRequired], undefined],
      [{ rating: "5", description: "Long enough text" }, [messages.validation.ratingRequired], undefined],
      [{ rating: 5, description: "   short    " }, undefined, [messages.validation.descriptionTooShort]],
      [
        { rating: 5, description: "z".repeat(EVALUATION_DESCRIPTION_MAX + 1) },
        undefined,
        [messages.validation.evaluationDescriptionTooLong],
      ],
    ];
    for (const [body, rating, description] of cases) {
      const res = await calls.evaluate(student, { classId, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const fieldErrors = fieldErrorsOf(res.body);
      expect(fieldErrors.rating).toEqual(rating);
      expect(fieldErrors.description).toEqual(description);
    }
    expect(await evaluationsOfClass(ctx.db, classId)).toHaveLength(0);
  });

  it("accepts exactly ten characters after trimming, and every rating from 1 to 5", async () => {
    for (const rating of [1, 2, 3, 4, 5]) {
      const { classId, student } = await classWithStudent();
      const res = await calls.evaluate(student, { classId, rating, description: "  0123456789  " });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().evaluation).toMatchObject({ rating, description: "0123456789" });
    }
  });

  it("accepts one evaluation per class and student: the second answers 409", async () => {
    const { classId, student } = await classWithStudent();
    const body = { classId, rating: 5, description: "Wonderful teacher, thank you!" };
    expect((await calls.evaluate(student, body)).statusCode).toBe(201);
    const again = await calls.evaluate(student, { ...body, rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "CONFLICT", message: messages.classPage.evaluationDuplicate });
    expect((await evaluationsOfClass(ctx.db, classId)).map((row) => row.rating)).toEqual([5]);
  });

  it("stores exactly one of two parallel evaluations; the other answers 409", async () => {
    const { classId, student } = await classWithStudent();
    const answers = await Promise.all(
      [2, 4].map((rating) => calls.evaluate(student, { classId, rating, description: "Posted from two tabs." })),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(await evaluationsOfClass(ctx.db, classId)).toHaveLength(1);
  });

  it("refuses visitors (401) and anyone not enrolled (403), the class's own teacher and admins included", async () => {
    const { classId } = await classWithStudent();
    const outsider = await createUser(ctx);
    const admin = await createUser(ctx, { role: "admin" });
    const body = { classId, rating: 5, description: "I never took this class." };
    expect((await calls.evaluate(null, body)).statusCode).toBe(401);
    for (const user of [outsider, teacher, admin]) {
      const res = await calls.evaluate(user, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(messages.enrolment.notEnrolled);
    }
    expect(await evaluationsOfClass(ctx.db, classId)).toHaveLength(0);
  });

  it("answers 404 for a missing class and for a hidden one the caller is not enrolled in", async () => {
    const student = await createUser(ctx);
    const body = { rating: 5, description: "Nothing to evaluate here." };
    expect((await calls.evaluate(student, { ...body, classId: "no-such-class" })).statusCode).toBe(404);
    const pending = await createClass(ctx, teacher, { status: "pending" });
    expect((await calls.evaluate(student, { ...body, classId: pending.id })).statusCode).toBe(404);
  });

  it("the public feed shows the new evaluation without any email or student id", async () => {
    const { classId, student } = await classWithStudent();
    const description = uniqueText("Public praise for a great class");
    expect((await calls.evaluate(student, { classId, rating: 5, description })).statusCode).toBe(201);
    const feed = await ctx.app.inject({ method: "GET", url: "/api/teaching-evaluations?limit=50" });
    expect(feed.statusCode).toBe(200);
    const { evaluations } = feed.json() as { evaluations: Record<string, unknown>[] };
    const mine = evaluations.find((item) => item.description === description);
    expect(mine).toMatchObject({
      classId,
      studentName: student.name,
      rating: 5,
      studentPhotoURL: "/uploads/avatars/sam.webp",
    });
    for (const item of evaluations) {
      expect(Object.keys(item).sort()).toEqual(
        [
          "_id",
          "classId",
          "classTitle",
          "description",
          "rating",
          "studentName",
          "studentPhotoURL",
          "submittedAt",
        ].sort(),
      );
    }
    expect(feed.body).not.toContain(student.email);
    expect(feed.body).not.toContain(student.id);
    expect(feed.body).not.toContain(teacher.email);
  });
});
