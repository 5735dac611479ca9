import { messages } from "@classwise/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUser, type TestContext } from "../helpers/index.js";
import { type ApplicationBody, storedApplication, validBody } from "./support.js";

describe("POST /api/teacher-applications", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  const post = (headers: Record<string, string> | undefined, payload: unknown) =>
    ctx.app.inject({ method: "POST", url: "/api/teacher-applications", headers, payload: payload as object });

  it("stores the caller's own pending application with email and photo from the account", async () => {
    const student = await createUser(ctx, { image: "https://img.example.test/me.png" });
    const before = Date.now();
    const res = await post(student.headers, {
      ...validBody,
      uid: "someone-else",
      email: "forged@example.test",
      photoURL: "https://evil.example.test/x.png",
      status: "approved",
      appliedAt: "2001-01-01T00:00:00.000Z",
    });
    expect(res.statusCode).toBe(201);
    const { application } = res.json<ApplicationBody>();
    expect(application).toEqual({
      _id: expect.any(String),
      uid: student.id,
      name: validBody.name,
      email: student.email,
      photoURL: "https://img.example.test/me.png",
      title: validBody.title,
      experience: "experienced",
      category: "web-development",
      status: "pending",
      appliedAt: expect.any(String),
    });
    expect(Date.parse(application.appliedAt)).toBeGreaterThanOrEqual(before - 1000);
    const row = await storedApplication(ctx, application._id);
    expect(row).toMatchObject({ userId: student.id, status: "pending", reviewedAt: null, reviewedBy: null });
  });

  it("trims the fields and takes the account name when no name is sent", async () => {
    const student = await createUser(ctx, { name: "Grace Hopper" });
    const res = await post(student.headers, {
      title: "   Compilers from the ground up  ",
      experience: "mid-level",
      category: "programming",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<ApplicationBody>().application).toMatchObject({
      name: "Grace Hopper",
      title: "Compilers from the ground up",
    });
  });

  it("answers a second application of the same user with 409 and the spec's text", async () => {
    const student = await createUser(ctx);
    expect((await post(student.headers, validBody)).statusCode).toBe(201);
    const again = await post(student.headers, { ...validBody, title: "A completely different course" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, code: "CONFLICT", message: messages.application.duplicate });
  });

  it("lets exactly one of two parallel applications of one user through", async () => {
    const student = await createUser(ctx);
    const results = await Promise.all([
      post(student.headers, validBody),
      post(student.headers, { ...validBody, title: "Parallel course title" }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const loser = results.find((r) => r.statusCode === 409);
    expect(loser?.json()).toMatchObject({ message: messages.application.duplicate });
  });

  it("rejects bad input with 400 and the spec's field messages", async () => {
    const student = await createUser(ctx);
    const res = await post(student.headers, { name: "A", title: "Too short", experience: "guru", category: "" });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ code: string; fieldErrors: Record<string, string[]> }>();
    expect(body.code).toBe("VALIDATION_FAILED");
    expect(body.fieldErrors).toEqual({
      name: [messages.validation.nameTooShort],
      title: [messages.validation.courseTitleTooShort],
      experience: [messages.validation.experienceRequired],
      category: [messages.validation.categoryRequired],
    });
  });

  it("reports missing fields as required", async () => {
    const student = await createUser(ctx);
    const res = await post(student.headers, { name: "   ", title: "" });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors).toEqual({
      name: [messages.validation.nameRequired],
      title: [messages.validation.courseTitleRequired],
      experience: [messages.validation.experienceRequired],
      category: [messages.validation.categoryRequired],
    });
  });

  it("refuses a teacher with 403 and stores nothing", async () => {
    const teacher = await createUser(ctx, { role: "teacher" });
    const res = await post(teacher.headers, validBody);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: "FORBIDDEN" });
    const own = await ctx.app.inject({ method: "GET", url: "/api/teacher-applications", headers: teacher.headers });
    expect(own.json()).toEqual({ success: true, applications: [] });
  });

  it("lets an admin apply (product §6: anyone signed in who is not a teacher)", async () => {
    const admin = await createUser(ctx, { role: "admin" });
    expect((await post(admin.headers, validBody)).statusCode).toBe(201);
  });

  it("answers a visitor with 401 before looking at the body", async () => {
    const res = await post(undefined, { title: "x" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: "UNAUTHORIZED" });
  });
});
