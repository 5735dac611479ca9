import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUser, type TestContext } from "../helpers/index.js";
import { type ApplicationListBody, createApplication } from "./support.js";

describe("GET /api/teacher-applications", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  const get = (headers: Record<string, string> | undefined, query = "") =>
    ctx.app.inject({ method: "GET", url: `/api/teacher-applications${query}`, headers });

  it("gives a student only their own application, never anyone else's", async () => {
    const mine = await createUser(ctx);
    const other = await createUser(ctx);
    const own = await createApplication(ctx, mine, { title: "My own course title" });
    await createApplication(ctx, other, { title: "Somebody else's course" });

    const res = await get(mine.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json<ApplicationListBody>();
    expect(body).toEqual({ success: true, applications: [expect.objectContaining({ _id: own.id, uid: mine.id })] });
    expect(body).not.toHaveProperty("totalApplications");
  });

  it("gives an empty list to a user without an application", async () => {
    const student = await createUser(ctx);
    await createApplication(ctx, await createUser(ctx));
    expect((await get(student.headers)).json()).toEqual({ success: true, applications: [] });
  });

  it("treats an admin's unpaged call as their own application too", async () => {
    const admin = await createUser(ctx, { role: "admin" });
    await createApplication(ctx, await createUser(ctx));
    expect((await get(admin.headers)).json()).toEqual({ success: true, applications: [] });
  });

  it("refuses the paged list to students and teachers with 403", async () => {
    const student = await createUser(ctx);
    const teacher = await createUser(ctx, { role: "teacher" });
    for (const user of [student, teacher]) {
      for (const query of ["?page=1&limit=5", "?page=1", "?limit=100"]) {
        const res = await get(user.headers, query);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ success: false, code: "FORBIDDEN" });
      }
    }
  });

  it("answers visitors with 401, paged or not", async () => {
    expect((await get(undefined)).statusCode).toBe(401);
    expect((await get(undefined, "?page=1&limit=5")).statusCode).toBe(401);
  });

  it("rejects out-of-range paging parameters with 400", async () => {
    const admin = await createUser(ctx, { role: "admin" });
    for (const query of ["?page=0&limit=5", "?page=1&limit=0", "?page=1&limit=101", "?page=x&limit=5"]) {
      expect((await get(admin.headers, query)).statusCode).toBe(400);
    }
  });
});

describe("GET /api/teacher-applications?page&limit (admin)", () => {
  let ctx: TestContext;
  const ids: string[] = [];
  beforeAll(async () => {
    ctx = await createTestApp();
    // Seven applications a minute apart, so "newest first" has one right answer.
    const base = Date.UTC(2030, 0, 1);
    for (let i = 0; i < 7; i++) {
      const applicant = await createUser(ctx);
      const status = (["pending", "approved", "rejected"] as const)[i % 3];
      const row = await createApplication(ctx, applicant, { appliedAt: new Date(base + i * 60_000), status });
      ids.unshift(row.id);
    }
  });
  afterAll(async () => ctx.close());

  const page = async (query: string) => {
    const admin = await createUser(ctx, { role: "admin" });
    const res = await ctx.app.inject({
      method: "GET",
      url: `/api/teacher-applications${query}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json<ApplicationListBody>();
  };

  it("lists every application newest first with totals", async () => {
    const first = await page("?page=1&limit=5");
    expect(first.totalApplications).toBe(7);
    expect(first.totalPages).toBe(2);
    expect(first.applications.map((a) => a._id)).toEqual(ids.slice(0, 5));
    const second = await page("?page=2&limit=5");
    expect(second.applications.map((a) => a._id)).toEqual(ids.slice(5));
    expect(second).toMatchObject({ totalApplications: 7, totalPages: 2 });
  });

  it("includes every status and the applicant's details", async () => {
    const all = await page("?page=1&limit=20");
    expect(new Set(all.applications.map((a) => a.status))).toEqual(new Set(["pending", "approved", "rejected"]));
    for (const application of all.applications) {
      expect(Object.keys(application).sort()).toEqual(
        ["_id", "appliedAt", "category", "email", "experience", "name", "photoURL", "status", "title", "uid"].sort(),
      );
    }
  });

  it("answers a page past the end with no rows and the real totals", async () => {
    expect(await page("?page=9&limit=5")).toEqual({
      success: true,
      applications: [],
      totalApplications: 7,
      totalPages: 2,
    });
  });

  it("defaults the missing half of the paging pair", async () => {
    const onlyPage = await page("?page=2");
    expect(onlyPage).toMatchObject({ totalApplications: 7, totalPages: 2 });
    expect(onlyPage.applications.map((a) => a._id)).toEqual(ids.slice(5));
    const onlyLimit = await page("?limit=3");
    expect(onlyLimit).toMatchObject({ totalApplications: 7, totalPages: 3 });
    expect(onlyLimit.applications.map((a) => a._id)).toEqual(ids.slice(0, 3));
  });
});
