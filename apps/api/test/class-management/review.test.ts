import { type ClassListResponse, messages } from "@classwise/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClass, createTestApp, createUser, type TestContext } from "../helpers/index.js";
import { type ClassBody, storedClass, uniqueTag } from "./support.js";

describe("PATCH /api/classes/{id} (admin review)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  const review = (id: string, headers: Record<string, string> | undefined, status: unknown) =>
    ctx.app.inject({ method: "PATCH", url: `/api/classes/${id}`, headers, payload: { status } });

  it("approves a pending class: it joins the public catalogue", async () => {
    const admin = await createUser(ctx, { role: "admin" });
    const teacher = await createUser(ctx, { role: "teacher" });
    const title = `Approve me ${uniqueTag()}`;
    const row = await createClass(ctx, teacher, { status: "pending", title });
    const search = () => ctx.app.inject({ method: "GET", url: `/api/classes?search=${encodeURIComponent(title)}` });
    expect((await search()).json<ClassListResponse>().totalClasses).toBe(0);

    const res = await review(row.id, admin.headers, "approved");
    expect(res.statusCode).toBe(200);
    const body = res.json<ClassBody>();
    expect(body.message).toBe(messages.admin.classApproved(title));
    expect(body.class).toMatchObject({ _id: row.id, status: "approved" });
    expect((await storedClass(ctx, row.id))?.status).toBe("approved");
    expect((await search()).json<ClassListResponse>().classes.map((c) => c._id)).toEqual([row.id]);
  });

  it("rejects a pending class: it stays out of the catalogue", async () => {
    const admin = await createUser(ctx, { role: "admin" });
    const teacher = await createUser(ctx, { role: "teacher" });
    const row = await createClass(ctx, teacher, { status: "pending" });
    const res = await review(row.id, admin.headers, "rejected");
    expect(res.statusCode).toBe(200);
    expect(res.json<ClassBody>().message).toBe(messages.admin.classRejected(row.title));
    expect((await storedClass(ctx, row.id))?.status).toBe("rejected");
    expect((await ctx.app.inject({ method: "GET", url: `/api/classes/${row.id}` })).statusCode).toBe(404);
  });

  it("decides only from pending: approved and rejected classes answer 409 and keep their status", async () => {
    const admin = await createUser(ctx, { role: "admin" });
    const teacher = await createUser(ctx, { role: "teacher" });
    for (const status of ["approved", "rejected"] as const) {
      for (const decision of ["approved", "rejected"]) {
        const row = await createClass(ctx, teacher, { status });
        const res = await review(row.id, admin.headers, decision);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({
          success: false,
          code: "CONFLICT",
          message: messages.classes.alreadyReviewed,
        });
        const stored = await storedClass(ctx, row.id);
        expect(stored).toMatchObject({ status, updatedAt: row.updatedAt });
      }
    }
  });

  it("lets exactly one of two concurrent decisions win", async () => {
    const admin = await createUser(ctx, { role: "admin" });
    const secondAdmin = await createUser(ctx, { role: "admin" });
    const teacher = await createUser(ctx, { role: "teacher" });
    for (let round = 0; round < 5; round++) {
      const row = await createClass(ctx, teacher, { status: "pending" });
      const [approve, reject] = await Promise.all([
        review(row.id, admin.headers, "approved"),
        review(row.id, secondAdmin.headers, "rejected"),
      ]);
      const codes = [approve.statusCode, reject.statusCode].sort();
      expect(codes).toEqual([200, 409]);
      const winner = approve.statusCode === 200 ? "approved" : "rejected";
      expect((await storedClass(ctx, row.id))?.status).toBe(winner);
    }
  });

  it("accepts only approved or rejected", async () => {
    const admin = await createUser(ctx, { role: "admin" });
    const teacher = await createUser(ctx, { role: "teacher" });
    const row = await createClass(ctx, teacher, { status: "pending" });
    for (const status of ["pending", "deleted", "", 1, undefined]) {
      expect((await review(row.id, admin.headers, status)).statusCode, String(status)).toBe(400);
    }
    expect((await storedClass(ctx, row.id))?.status).toBe("pending");
  });

  it("answers 404 for a missing or deleted class", async () => {
    const admin = await createUser(ctx, { role: "admin" });
    const teacher = await createUser(ctx, { role: "teacher" });
    const row = await createClass(ctx, teacher, { status: "pending" });
    await ctx.app.inject({ method: "DELETE", url: `/api/classes/${row.id}`, headers: teacher.headers });
    expect((await review(row.id, admin.headers, "approved")).statusCode).toBe(404);
    expect((await review("missing-id", admin.headers, "approved")).statusCode).toBe(404);
  });

  it("is for admins only: the class's own teacher, students and visitors cannot decide", async () => {
    const teacher = await createUser(ctx, { role: "teacher" });
    const student = await createUser(ctx);
    const row = await createClass(ctx, teacher, { status: "pending" });
    expect((await review(row.id, teacher.headers, "approved")).statusCode).toBe(403);
    expect((await review(row.id, student.headers, "approved")).statusCode).toBe(403);
    expect((await review(row.id, undefined, "approved")).statusCode).toBe(401);
    expect((await storedClass(ctx, row.id))?.status).toBe("pending");
  });

  it("lets the admin list show every status with totals", async () => {
    const admin = await createUser(ctx, { role: "admin" });
    const teacher = await createUser(ctx, { role: "teacher", name: `Lister ${uniqueTag()}` });
    for (const status of ["pending", "approved", "rejected"] as const) await createClass(ctx, teacher, { status });
    const res = await ctx.app.inject({
      method: "GET",
      url: `/api/classes?limit=5&search=${encodeURIComponent(teacher.name)}`,
      headers: admin.headers,
    });
    const body = res.json<ClassListResponse>();
    expect(body.totalClasses).toBe(3);
    expect(body.totalPages).toBe(1);
    expect(body.classes.map((c) => c.status).sort()).toEqual(["approved", "pending", "rejected"]);
  });
});
