import { classes } from "@classwise/db/schema";
import type { PublicEvaluationsResponse } from "@classwise/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addEvaluation } from "../classes/support.js";
import { createClass, createTestApp, createUser, type TestContext, type TestUser } from "../helpers/index.js";

// This file owns its database: the feedback list is global, so every row in it is created here.
describe("GET /api/teaching-evaluations", () => {
  let ctx: TestContext;
  let teacher: TestUser;

  beforeAll(async () => {
    ctx = await createTestApp();
    teacher = await createUser(ctx, { role: "teacher" });
  });
  afterAll(async () => ctx.close());

  async function list(query: Record<string, string> = {}) {
    const res = await ctx.app.inject({ method: "GET", url: "/api/teaching-evaluations", query });
    return { status: res.statusCode, raw: res.body, body: res.json() as PublicEvaluationsResponse };
  }

  async function evaluate(rating: number, submittedAt: Date, classTitle = "Watercolour basics") {
    const klass = await createClass(ctx, teacher, { title: classTitle });
    const student = await createUser(ctx, { role: "student", image: "/uploads/avatars/student.webp" });
    const row = await addEvaluation(ctx.db, {
      classId: klass.id,
      teacherId: teacher.id,
      studentId: student.id,
      studentName: student.name,
      studentEmail: student.email,
      rating,
      submittedAt,
    });
    return { klass, student, row };
  }

  it("answers an empty list before anyone has evaluated", async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, evaluations: [] });
  });

  it("lists feedback newest first with class title and student photo, without any email", async () => {
    const old = await evaluate(5, new Date("2024-01-01T00:00:00Z"), "Pottery for beginners");
    const recent = await evaluate(4, new Date("2024-03-01T00:00:00Z"), "Jazz piano");
    const res = await list();
    expect(res.body.evaluations.map((e) => e._id)).toEqual([recent.row.id, old.row.id]);
    expect(res.body.evaluations[0]).toEqual({
      _id: recent.row.id,
      classId: recent.klass.id,
      classTitle: "Jazz piano",
      studentName: recent.student.name,
      studentPhotoURL: "/uploads/avatars/student.webp",
      rating: 4,
      description: recent.row.description,
      submittedAt: "2024-03-01T00:00:00.000Z",
    });
    for (const secret of [old.student.email, recent.student.email, teacher.email, recent.student.id]) {
      expect(res.raw).not.toContain(secret);
    }
  });

  it("filters by minimum rating", async () => {
    await evaluate(1, new Date("2024-02-01T00:00:00Z"));
    await evaluate(3, new Date("2024-02-02T00:00:00Z"));
    const res = await list({ minRating: "4" });
    expect(res.body.evaluations.length).toBeGreaterThan(0);
    expect(res.body.evaluations.every((e) => e.rating >= 4)).toBe(true);
    const all = await list({ minRating: "1", limit: "50" });
    expect(all.body.evaluations.some((e) => e.rating === 1)).toBe(true);
  });

  it("limits to 12 by default and to the asked number", async () => {
    for (let i = 0; i < 13; i++) await evaluate(5, new Date(Date.UTC(2025, 0, 1, 0, i)));
    expect((await list()).body.evaluations).toHaveLength(12);
    const three = await list({ limit: "3" });
    expect(three.body.evaluations.map((e) => e.submittedAt)).toEqual([
      "2025-01-01T00:12:00.000Z",
      "2025-01-01T00:11:00.000Z",
      "2025-01-01T00:10:00.000Z",
    ]);
  });

  it("gives an empty photo when the student has none", async () => {
    const klass = await createClass(ctx, teacher);
    const student = await createUser(ctx, { role: "student", image: null });
    const row = await addEvaluation(ctx.db, {
      classId: klass.id,
      teacherId: teacher.id,
      studentId: student.id,
      studentName: student.name,
      studentEmail: student.email,
      rating: 5,
      submittedAt: new Date("2030-01-01T00:00:00Z"),
    });
    const [first] = (await list({ limit: "1" })).body.evaluations;
    expect(first).toMatchObject({ _id: row.id, studentPhotoURL: "" });
  });

  it("leaves out feedback of deleted classes", async () => {
    const { klass, row } = await evaluate(5, new Date("2031-01-01T00:00:00Z"));
    expect((await list({ limit: "1" })).body.evaluations[0]?._id).toBe(row.id);
    await ctx.db.update(classes).set({ deletedAt: new Date() }).where(eq(classes.id, klass.id));
    expect((await list({ limit: "50" })).body.evaluations.map((e) => e._id)).not.toContain(row.id);
  });

  it.each<Record<string, string>>([
    { minRating: "0" },
    { minRating: "6" },
    { minRating: "x" },
    { limit: "0" },
    { limit: "51" },
  ])("rejects %o with a 400", async (query) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: "VALIDATION_FAILED" });
  });

  it("accepts the largest limit", async () => {
    expect((await list({ limit: "50" })).status).toBe(200);
  });
});
