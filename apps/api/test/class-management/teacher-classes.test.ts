import type { ClassListResponse } from "@classwise/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClass, createTestApp, createUser, type TestContext } from "../helpers/index.js";
import { uniqueTag } from "./support.js";

describe("GET /api/classes/teacher/{uid}", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  const list = (uid: string, headers: Record<string, string> | undefined, query = "") =>
    ctx.app.inject({ method: "GET", url: `/api/classes/teacher/${uid}${query}`, headers });

  async function teacherWithClasses() {
    const teacher = await createUser(ctx, { role: "teacher" });
    const base = Date.UTC(2025, 0, 1);
    const statuses = ["pending", "approved", "rejected", "approved", "pending", "approved", "rejected"] as const;
    const rows = [];
    for (const [index, status] of statuses.entries()) {
      rows.push(
        await createClass(ctx, teacher, {
          status,
          title: `Mine ${index} ${uniqueTag()}`,
          enrolledCount: index,
          createdAt: new Date(base + index * 60_000),
        }),
      );
    }
    return { teacher, rows };
  }

  it("lists the teacher's classes of every status, newest first, with totals and enrolled counts", async () => {
    const { teacher, rows } = await teacherWithClasses();
    const someoneElse = await createUser(ctx, { role: "teacher" });
    await createClass(ctx, someoneElse, { status: "pending" });

    const res = await list(teacher.id, teacher.headers, "?page=1&limit=5");
    expect(res.statusCode).toBe(200);
    const body = res.json<ClassListResponse>();
    expect(body.totalClasses).toBe(7);
    expect(body.totalPages).toBe(2);
    expect(body.classes.map((c) => c._id)).toEqual(
      rows
        .slice(2)
        .reverse()
        .map((row) => row.id),
    );
    expect(body.classes[0]).toMatchObject({ status: "rejected", enrolledCount: 6, teacherUid: teacher.id });

    const second = (await list(teacher.id, teacher.headers, "?page=2&limit=5")).json<ClassListResponse>();
    expect(second.classes.map((c) => c._id)).toEqual([rows[1]!.id, rows[0]!.id]);
    const past = (await list(teacher.id, teacher.headers, "?page=9&limit=5")).json<ClassListResponse>();
    expect(past).toEqual({ success: true, classes: [], totalClasses: 7, totalPages: 2 });
  });

  it("pages by five unless told otherwise (product §9)", async () => {
    const { teacher } = await teacherWithClasses();
    const body = (await list(teacher.id, teacher.headers)).json<ClassListResponse>();
    expect(body.classes).toHaveLength(5);
    expect(body.totalPages).toBe(2);
  });

  it("leaves deleted classes out", async () => {
    const { teacher, rows } = await teacherWithClasses();
    const del = await ctx.app.inject({
      method: "DELETE",
      url: `/api/classes/${rows[6]!.id}`,
      headers: teacher.headers,
    });
    expect(del.statusCode).toBe(200);
    const body = (await list(teacher.id, teacher.headers, "?limit=20")).json<ClassListResponse>();
    expect(body.totalClasses).toBe(6);
    expect(body.classes.map((c) => c._id)).not.toContain(rows[6]!.id);
  });

  it("is for that teacher or an admin: others get 403, visitors 401", async () => {
    const { teacher } = await teacherWithClasses();
    const admin = await createUser(ctx, { role: "admin" });
    const other = await createUser(ctx, { role: "teacher" });
    const student = await createUser(ctx);
    expect((await list(teacher.id, admin.headers)).json<ClassListResponse>().totalClasses).toBe(7);
    expect((await list(teacher.id, other.headers)).statusCode).toBe(403);
    expect((await list(teacher.id, student.headers)).statusCode).toBe(403);
    expect((await list(student.id, student.headers)).statusCode).toBe(403);
    expect((await list(teacher.id, undefined)).statusCode).toBe(401);
  });

  it("validates the page query", async () => {
    const teacher = await createUser(ctx, { role: "teacher" });
    for (const query of ["?page=0", "?limit=0", "?limit=101", "?page=abc"]) {
      expect((await list(teacher.id, teacher.headers, query)).statusCode, query).toBe(400);
    }
    expect((await list(teacher.id, teacher.headers, "?limit=100")).statusCode).toBe(200);
  });
});
