import { classes } from "@classwise/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClass, createTestApp, createUser, type TestContext, type TestUser } from "../helpers/index.js";
import { enrol } from "./support.js";

describe("GET /api/classes/{id}", () => {
  let ctx: TestContext;
  let owner: TestUser;
  let otherTeacher: TestUser;
  let admin: TestUser;
  let student: TestUser;

  beforeAll(async () => {
    ctx = await createTestApp();
    owner = await createUser(ctx, { role: "teacher", name: "Owner Teacher" });
    otherTeacher = await createUser(ctx, { role: "teacher" });
    admin = await createUser(ctx, { role: "admin" });
    student = await createUser(ctx, { role: "student" });
  });
  afterAll(async () => ctx.close());

  const get = (id: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: "GET", url: `/api/classes/${encodeURIComponent(id)}`, headers });

  it("shows an approved class to anyone, with its enrolled count", async () => {
    const row = await createClass(ctx, owner, { title: "Public class", priceCents: 2550, enrolledCount: 4 });
    for (const headers of [{}, student.headers, otherTeacher.headers, admin.headers]) {
      const res = await get(row.id, headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        class: {
          _id: row.id,
          title: "Public class",
          price: 25.5,
          status: "approved",
          teacherName: "Owner Teacher",
          teacherEmail: owner.email,
          teacherUid: owner.id,
          enrolledCount: 4,
        },
      });
    }
  });

  it.each(["pending", "rejected"] as const)("shows a %s class only to its teacher and admins", async (status) => {
    const row = await createClass(ctx, owner, { status });
    expect((await get(row.id, owner.headers)).statusCode).toBe(200);
    expect((await get(row.id, admin.headers)).json()).toMatchObject({ class: { _id: row.id, status } });
    for (const headers of [{}, student.headers, otherTeacher.headers]) {
      const res = await get(row.id, headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: "NOT_FOUND" });
    }
  });

  it("answers a hidden class exactly like a missing one", async () => {
    const hidden = await createClass(ctx, owner, { status: "pending" });
    const hiddenRes = await get(hidden.id, student.headers);
    const missingRes = await get("00000000-0000-4000-8000-000000000000", student.headers);
    expect(hiddenRes.statusCode).toBe(missingRes.statusCode);
    expect(hiddenRes.json()).toEqual(missingRes.json());
  });

  it("answers 404 for a soft-deleted class, even to its teacher and admins", async () => {
    const row = await createClass(ctx, owner);
    await ctx.db.update(classes).set({ deletedAt: new Date() }).where(eq(classes.id, row.id));
    for (const headers of [{}, owner.headers, admin.headers]) {
      expect((await get(row.id, headers)).statusCode).toBe(404);
    }
  });

  it("tells a signed-in caller whether they are enrolled, and a visitor nothing", async () => {
    const row = await createClass(ctx, owner, { enrolledCount: 1 });
    const enrolled = await createUser(ctx, { role: "student" });
    await enrol(ctx.db, row.id, enrolled.id);
    expect((await get(row.id, enrolled.headers)).json().class.isEnrolled).toBe(true);
    expect((await get(row.id, student.headers)).json().class.isEnrolled).toBe(false);
    expect((await get(row.id, owner.headers)).json().class.isEnrolled).toBe(false);
    expect((await get(row.id)).json().class).not.toHaveProperty("isEnrolled");
  });

  it("never carries an enrolled student's email or id", async () => {
    const row = await createClass(ctx, owner, { enrolledCount: 2 });
    const first = await createUser(ctx, { role: "student" });
    const second = await createUser(ctx, { role: "student" });
    await enrol(ctx.db, row.id, first.id);
    await enrol(ctx.db, row.id, second.id);
    for (const headers of [{}, first.headers, admin.headers, owner.headers]) {
      const raw = (await get(row.id, headers)).body;
      for (const secret of [first.email, second.email, first.id, second.id]) expect(raw).not.toContain(secret);
      expect(raw).not.toContain("enrolledStudents");
    }
  });

  it("rejects an over-long id with a 400, not a 500", async () => {
    const res = await get("x".repeat(65));
    expect(res.statusCode).toBe(400);
  });

  it("answers a rejected bearer token with 401", async () => {
    const row = await createClass(ctx, owner);
    const res = await get(row.id, { authorization: "Bearer expired.token.value" });
    expect(res.statusCode).toBe(401);
  });
});
