import { messages } from "@classwise/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUser, type TestContext } from "../helpers/index.js";
import { type ApplicationBody, createApplication, storedApplication } from "./support.js";

const edit = { title: "Data Science for Busy People", experience: "mid-level", category: "data-science" } as const;

describe("PUT /api/teacher-applications/{id}", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  const put = (id: string, headers: Record<string, string> | undefined, payload: object = edit) =>
    ctx.app.inject({ method: "PUT", url: `/api/teacher-applications/${id}`, headers, payload });

  it("turns the owner's rejected application into a fresh pending one", async () => {
    const student = await createUser(ctx, { image: "https://img.example.test/new.png" });
    const appliedAt = new Date(Date.UTC(2020, 0, 1));
    const reviewer = await createUser(ctx, { role: "admin" });
    const row = await createApplication(ctx, student, { status: "rejected", appliedAt });
    await ctx.db.execute(
      sql`update teacher_applications set reviewed_by = ${reviewer.id}, reviewed_at = now() where id = ${row.id}`,
    );

    const res = await put(row.id, student.headers, { ...edit, status: "approved", uid: "x" });
    expect(res.statusCode).toBe(200);
    const { application } = res.json<ApplicationBody>();
    expect(application).toMatchObject({
      _id: row.id,
      uid: student.id,
      status: "pending",
      photoURL: "https://img.example.test/new.png",
      ...edit,
    });
    expect(Date.parse(application.appliedAt)).toBeGreaterThan(appliedAt.getTime());
    expect(await storedApplication(ctx, row.id)).toMatchObject({
      status: "pending",
      reviewedAt: null,
      reviewedBy: null,
    });
  });

  it("accepts a corrected name and keeps the stored one otherwise", async () => {
    const student = await createUser(ctx, { name: "Original Name" });
    const row = await createApplication(ctx, student, { status: "rejected" });
    const kept = await put(row.id, student.headers);
    expect(kept.json<ApplicationBody>().application.name).toBe("Original Name");
    await ctx.db.execute(sql`update teacher_applications set status = 'rejected' where id = ${row.id}`);
    const renamed = await put(row.id, student.headers, { ...edit, name: "Corrected Name" });
    expect(renamed.json<ApplicationBody>().application.name).toBe("Corrected Name");
  });

  it("refuses to edit a pending or approved application with 422", async () => {
    const student = await createUser(ctx);
    for (const status of ["pending", "approved"] as const) {
      const owner = status === "pending" ? student : await createUser(ctx);
      const row = await createApplication(ctx, owner, { status });
      const res = await put(row.id, owner.headers);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ success: false, code: "BUSINESS_RULE" });
      expect(await storedApplication(ctx, row.id)).toMatchObject({ status, title: row.title });
    }
  });

  it("answers someone else's application like a missing one (404) and leaves it alone", async () => {
    const owner = await createUser(ctx);
    const intruder = await createUser(ctx);
    await createApplication(ctx, intruder, { status: "rejected" });
    const row = await createApplication(ctx, owner, { status: "rejected" });
    const foreign = await put(row.id, intruder.headers);
    const missing = await put("00000000-0000-0000-0000-000000000000", intruder.headers);
    expect(foreign.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect(await storedApplication(ctx, row.id)).toMatchObject({ status: "rejected", title: row.title });
  });

  it("validates the edited fields with the spec's messages", async () => {
    const student = await createUser(ctx);
    const row = await createApplication(ctx, student, { status: "rejected" });
    const res = await put(row.id, student.headers, { title: "short", experience: "", category: "cooking" });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors).toEqual({
      title: [messages.validation.courseTitleTooShort],
      experience: [messages.validation.experienceRequired],
      category: [messages.validation.categoryRequired],
    });
  });

  it("refuses teachers (403) and visitors (401)", async () => {
    const teacher = await createUser(ctx, { role: "teacher" });
    const row = await createApplication(ctx, teacher, { status: "rejected" });
    expect((await put(row.id, teacher.headers)).statusCode).toBe(403);
    expect((await put(row.id, undefined)).statusCode).toBe(401);
    expect(await storedApplication(ctx, row.id)).toMatchObject({ status: "rejected" });
  });
});
