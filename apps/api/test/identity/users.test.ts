import { classes } from "@classwise/db/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClass, createTestApp, createUser, type TestContext, type TestUser } from "../helpers/index.js";

describe("users API permissions", () => {
  let ctx: TestContext;
  let admin: TestUser;
  let student: TestUser;
  let teacher: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await createUser(ctx, { role: "admin", name: "Ada Admin" });
    student = await createUser(ctx, { role: "student", name: "Stu Dent" });
    teacher = await createUser(ctx, { role: "teacher", name: "Tea Cher" });
    other = await createUser(ctx, { role: "student", name: "Otto Other" });
  });
  afterAll(async () => ctx.close());

  it("GET /users/{uid}: self and admin only; others get the same 404 as a missing user", async () => {
    const self = await ctx.app.inject({ method: "GET", url: `/api/users/${student.id}`, headers: student.headers });
    expect(self.statusCode).toBe(200);
    expect(self.json().user).toEqual({
      _id: student.id,
      uid: student.id,
      name: "Stu Dent",
      email: student.email,
      photoURL: "",
      role: "student",
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      suspended: false,
    });
    const byAdmin = await ctx.app.inject({ method: "GET", url: `/api/users/${student.id}`, headers: admin.headers });
    expect(byAdmin.statusCode).toBe(200);
    for (const caller of [other, teacher]) {
      const res = await ctx.app.inject({ method: "GET", url: `/api/users/${student.id}`, headers: caller.headers });
      expect(res.statusCode).toBe(404);
    }
    const missing = await ctx.app.inject({ method: "GET", url: "/api/users/no-such-user", headers: admin.headers });
    expect(missing.statusCode).toBe(404);
    const visitor = await ctx.app.inject({ method: "GET", url: `/api/users/${student.id}` });
    expect(visitor.statusCode).toBe(401);
  });

  it("POST /users saves only the caller's own record; name and photo fall back", async () => {
    const user = await createUser(ctx, { name: "Display Name", image: "https://p.example.test/a.png" });
    const fallback = await ctx.app.inject({
      method: "POST",
      url: "/api/users",
      headers: user.headers,
      payload: { name: "  " },
    });
    expect(fallback.json().user).toMatchObject({ name: "Display Name", photoURL: "https://p.example.test/a.png" });
    const renamed = await ctx.app.inject({
      method: "POST",
      url: "/api/users",
      headers: user.headers,
      payload: { uid: user.id, name: "New Name", email: "spoof@example.test", role: "admin" },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().user).toMatchObject({ name: "New Name", email: user.email, role: "student" });
    const foreign = await ctx.app.inject({
      method: "POST",
      url: "/api/users",
      headers: user.headers,
      payload: { uid: other.id, name: "Hijack" },
    });
    expect(foreign.statusCode).toBe(403);
    const visitor = await ctx.app.inject({ method: "POST", url: "/api/users", payload: { name: "x" } });
    expect(visitor.statusCode).toBe(401);
  });

  it("a teacher's new name follows onto their classes", async () => {
    const t = await createUser(ctx, { role: "teacher", name: "Old Teacher Name" });
    const created = await createClass(ctx, t);
    await ctx.app.inject({
      method: "POST",
      url: "/api/users",
      headers: t.headers,
      payload: { name: "Fresh Teacher Name" },
    });
    const rows = await ctx.db.select().from(classes);
    expect(rows.find((row) => row.id === created.id)?.teacherName).toBe("Fresh Teacher Name");
  });

  it("GET /users is admin only, paged, newest first, with totals", async () => {
    for (const caller of [student, teacher]) {
      const res = await ctx.app.inject({ method: "GET", url: "/api/users?page=1&limit=5", headers: caller.headers });
      expect(res.statusCode).toBe(403);
    }
    expect((await ctx.app.inject({ method: "GET", url: "/api/users?page=1&limit=5" })).statusCode).toBe(401);
    const res = await ctx.app.inject({ method: "GET", url: "/api/users?page=1&limit=2", headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.users).toHaveLength(2);
    expect(body.totalUsers).toBeGreaterThanOrEqual(4);
    expect(body.totalPages).toBe(Math.ceil(body.totalUsers / 2));
    const dates = body.users.map((u: { createdAt: string }) => u.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const past = await ctx.app.inject({ method: "GET", url: "/api/users?page=999&limit=5", headers: admin.headers });
    expect(past.json()).toMatchObject({ users: [], totalUsers: body.totalUsers });
    for (const bad of ["page=0&limit=5", "page=1&limit=101", "page=abc&limit=5", "page=1&limit=0"]) {
      const r = await ctx.app.inject({ method: "GET", url: `/api/users?${bad}`, headers: admin.headers });
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({ success: false, code: "VALIDATION_FAILED" });
    }
  });

  it("searches by name or email, case-insensitively, with wildcards taken literally", async () => {
    const a = await createUser(ctx, { name: "Zed 100% Real", email: "zed_one@search.test" });
    const b = await createUser(ctx, { name: "Zed 1000 Fake", email: "zedxone@search.test" });
    const search = async (term: string) => {
      const res = await ctx.app.inject({
        method: "GET",
        url: `/api/users?page=1&limit=20&search=${encodeURIComponent(term)}`,
        headers: admin.headers,
      });
      return (res.json().users as { uid: string }[]).map((u) => u.uid);
    };
    expect(await search("100%")).toEqual([a.id]);
    expect(await search("zed_")).toEqual([a.id]);
    expect(await search("  ZEDXONE@SEARCH ")).toEqual([b.id]);
    expect(new Set(await search("zed"))).toEqual(new Set([a.id, b.id]));
    const symbolsOnly = await ctx.app.inject({
      method: "GET",
      url: `/api/users?page=1&limit=20&search=${encodeURIComponent("\\")}`,
      headers: admin.headers,
    });
    expect(symbolsOnly.statusCode).toBe(400);
  });

  it("PATCH /users/{uid} role: admin only, validated, and the last admin keeps the role", async () => {
    const target = await createUser(ctx);
    const asTeacher = await ctx.app.inject({
      method: "PATCH",
      url: `/api/users/${target.id}`,
      headers: teacher.headers,
      payload: { role: "admin" },
    });
    expect(asTeacher.statusCode).toBe(403);
    const bad = await ctx.app.inject({
      method: "PATCH",
      url: `/api/users/${target.id}`,
      headers: admin.headers,
      payload: { role: "superuser" },
    });
    expect(bad.statusCode).toBe(400);
    const missing = await ctx.app.inject({
      method: "PATCH",
      url: "/api/users/nope",
      headers: admin.headers,
      payload: { role: "admin" },
    });
    expect(missing.statusCode).toBe(404);
    const ok = await ctx.app.inject({
      method: "PATCH",
      url: `/api/users/${target.id}`,
      headers: admin.headers,
      payload: { role: "teacher" },
    });
    expect(ok.json()).toMatchObject({ success: true, user: { role: "teacher" } });
  });

  it("the last admin cannot demote themself", async () => {
    const solo = await createTestApp();
    try {
      const onlyAdmin = await createUser(solo, { role: "admin" });
      const res = await solo.app.inject({
        method: "PATCH",
        url: `/api/users/${onlyAdmin.id}`,
        headers: onlyAdmin.headers,
        payload: { role: "student" },
      });
      expect(res.statusCode).toBe(422);
    } finally {
      await solo.close();
    }
  });
});
