import { classes } from "@classwise/db/schema";
import { type ClassListResponse, messages } from "@classwise/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClass, createTestApp, createUser, type TestContext, type TestUser } from "../helpers/index.js";
import { uniqueTag } from "./support.js";

describe("GET /api/classes", () => {
  let ctx: TestContext;
  let teacher: TestUser;
  let admin: TestUser;
  let student: TestUser;

  beforeAll(async () => {
    ctx = await createTestApp();
    teacher = await createUser(ctx, { role: "teacher", name: "Grace Hopper" });
    admin = await createUser(ctx, { role: "admin" });
    student = await createUser(ctx, { role: "student" });
  });
  afterAll(async () => ctx.close());

  async function list(query: Record<string, string | number>, headers: Record<string, string> = {}) {
    const res = await ctx.app.inject({ method: "GET", url: "/api/classes", query: stringify(query), headers });
    return { status: res.statusCode, body: res.json() as ClassListResponse };
  }

  it("pages the approved classes newest first with totals", async () => {
    const tag = uniqueTag();
    const base = Date.UTC(2024, 0, 1);
    for (let i = 0; i < 7; i++) {
      await createClass(ctx, teacher, { title: `${tag} number ${i}`, createdAt: new Date(base + i * 60_000) });
    }
    const first = await list({ page: 1, limit: 3, search: tag });
    expect(first.status).toBe(200);
    expect(first.body.success).toBe(true);
    expect(first.body.totalClasses).toBe(7);
    expect(first.body.totalPages).toBe(3);
    expect(first.body.classes.map((c) => c.title)).toEqual([`${tag} number 6`, `${tag} number 5`, `${tag} number 4`]);
    const last = await list({ page: 3, limit: 3, search: tag });
    expect(last.body.classes.map((c) => c.title)).toEqual([`${tag} number 0`]);
  });

  it("answers a page past the end with an empty list and the real totals", async () => {
    const tag = uniqueTag();
    await createClass(ctx, teacher, { title: `${tag} only` });
    await createClass(ctx, teacher, { title: `${tag} other` });
    const res = await list({ page: 5, limit: 10, search: tag });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, classes: [], totalClasses: 2, totalPages: 1 });
  });

  it.each([
    [{ page: 0, limit: 10 }, "page"],
    [{ page: -1, limit: 10 }, "page"],
    [{ page: "abc", limit: 10 }, "page"],
    [{ page: 1, limit: 0 }, "limit"],
    [{ page: 1, limit: 101 }, "limit"],
    [{ page: 1.5, limit: 10 }, "page"],
  ])("rejects %o with a 400 naming %s", async (query, field) => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/classes", query: stringify(query) });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { success: boolean; code: string; fieldErrors: Record<string, string[]> };
    expect(body.success).toBe(false);
    expect(body.code).toBe("VALIDATION_FAILED");
    expect(Object.keys(body.fieldErrors)).toContain(field);
  });

  it("accepts the largest page size", async () => {
    const res = await list({ page: 1, limit: 100 });
    expect(res.status).toBe(200);
  });

  it("searches title and teacher name, trimmed and case-insensitive", async () => {
    const tag = uniqueTag();
    const named = await createUser(ctx, { role: "teacher", name: `Ada ${tag}Lovelace` });
    await createClass(ctx, teacher, { title: `Intro to ${tag.toUpperCase()} Cooking` });
    await createClass(ctx, named, { title: "Analytical Engines" });
    await createClass(ctx, teacher, { title: "Unrelated class" });

    const byTitle = await list({ page: 1, limit: 10, search: `  ${tag} cooking  ` });
    expect(byTitle.body.classes.map((c) => c.title)).toEqual([`Intro to ${tag.toUpperCase()} Cooking`]);

    const byTeacher = await list({ page: 1, limit: 10, search: `${tag.toUpperCase()}LOVELACE` });
    expect(byTeacher.body.classes.map((c) => c.title)).toEqual(["Analytical Engines"]);

    const both = await list({ page: 1, limit: 10, search: tag });
    expect(both.body.totalClasses).toBe(2);
  });

  it("takes %, _ and \\ as word separators and ranks the whole word first", async () => {
    const tag = uniqueTag();
    await createClass(ctx, teacher, { title: `${tag} 100% practical` });
    await createClass(ctx, teacher, { title: `${tag} 1000 practical` });
    await createClass(ctx, teacher, { title: `${tag} snake_case naming` });
    await createClass(ctx, teacher, { title: `${tag} snakeXcase naming` });
    await createClass(ctx, teacher, { title: `${tag} C:\\path tricks` });
    await createClass(ctx, teacher, { title: `${tag} C:path tricks` });

    // "100" is a whole word of the first title and a prefix of "1000" in the second (as one types).
    const percent = await list({ page: 1, limit: 10, search: `${tag} 100%` });
    expect(percent.body.classes.map((c) => c.title)).toEqual([`${tag} 100% practical`, `${tag} 1000 practical`]);

    const underscore = await list({ page: 1, limit: 10, search: `${tag} snake_case` });
    expect(underscore.body.classes.map((c) => c.title)).toEqual([`${tag} snake_case naming`]);

    const backslash = await list({ page: 1, limit: 10, search: `${tag} C:\\path` });
    // The backslash separates words like the colon: both titles hold the words "c" and "path".
    expect(backslash.body.classes.map((c) => c.title).sort()).toEqual([
      `${tag} C:\\path tricks`,
      `${tag} C:path tricks`,
    ]);
  });

  it("refuses a search without any letter or digit, which no index can serve", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/classes?search=%25" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: messages.api.searchNeedsLetters });
  });

  it("treats a blank search as no search", async () => {
    const tag = uniqueTag();
    await createClass(ctx, teacher, { title: `${tag} visible` });
    const all = await list({ page: 1, limit: 100 });
    const blank = await list({ page: 1, limit: 100, search: "   " });
    expect(blank.status).toBe(200);
    expect(blank.body.totalClasses).toBe(all.body.totalClasses);
  });

  it("rejects a search longer than 200 characters", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/classes", query: { search: "x".repeat(201) } });
    expect(res.statusCode).toBe(400);
  });

  describe("statuses", () => {
    let tag: string;
    beforeAll(async () => {
      tag = uniqueTag();
      await createClass(ctx, teacher, { title: `${tag} approved`, status: "approved" });
      await createClass(ctx, teacher, { title: `${tag} pending`, status: "pending" });
      await createClass(ctx, teacher, { title: `${tag} rejected`, status: "rejected" });
    });
    const titles = (body: ClassListResponse) => body.classes.map((c) => c.title).sort();

    it("shows visitors, students and teachers only approved classes", async () => {
      for (const headers of [{}, student.headers, teacher.headers]) {
        const plain = await list({ page: 1, limit: 10, search: tag }, headers);
        expect(titles(plain.body)).toEqual([`${tag} approved`]);
        const approved = await list({ page: 1, limit: 10, search: tag, status: "approved" }, headers);
        expect(titles(approved.body)).toEqual([`${tag} approved`]);
        expect(approved.body.classes.every((c) => c.status === "approved")).toBe(true);
      }
    });

    it("refuses other statuses to everyone but admins", async () => {
      for (const status of ["pending", "rejected"]) {
        const visitor = await list({ page: 1, limit: 10, search: tag, status });
        expect(visitor.status).toBe(401);
        for (const user of [student, teacher]) {
          const res = await list({ page: 1, limit: 10, search: tag, status }, user.headers);
          expect(res.status).toBe(403);
          expect(res.body).toMatchObject({ success: false, code: "FORBIDDEN" });
        }
      }
    });

    it("shows admins every status, or the one asked for", async () => {
      const all = await list({ page: 1, limit: 10, search: tag }, admin.headers);
      expect(titles(all.body)).toEqual([`${tag} approved`, `${tag} pending`, `${tag} rejected`]);
      const pending = await list({ page: 1, limit: 10, search: tag, status: "pending" }, admin.headers);
      expect(titles(pending.body)).toEqual([`${tag} pending`]);
      expect(pending.body.totalClasses).toBe(1);
    });

    it("rejects an unknown status", async () => {
      const res = await list({ page: 1, limit: 10, status: "archived" }, admin.headers);
      expect(res.status).toBe(400);
    });
  });

  it("never lists soft-deleted classes, not even to admins", async () => {
    const tag = uniqueTag();
    const gone = await createClass(ctx, teacher, { title: `${tag} deleted` });
    await createClass(ctx, teacher, { title: `${tag} kept` });
    await ctx.db.update(classes).set({ deletedAt: new Date() }).where(eq(classes.id, gone.id));
    for (const headers of [{}, admin.headers]) {
      const res = await list({ page: 1, limit: 10, search: tag }, headers);
      expect(res.body.classes.map((c) => c.title)).toEqual([`${tag} kept`]);
      expect(res.body.totalClasses).toBe(1);
    }
  });

  it("answers a rejected bearer token with 401 so the client refreshes it", async () => {
    const res = await list({ page: 1, limit: 10 }, { authorization: "Bearer not-a-token" });
    expect(res.status).toBe(401);
  });

  it("shows each class with its price in dollars and its enrolled count, never a student list", async () => {
    const tag = uniqueTag();
    await createClass(ctx, teacher, { title: `${tag} priced`, priceCents: 1999, enrolledCount: 3 });
    const res = await list({ page: 1, limit: 10, search: tag });
    const [item] = res.body.classes;
    expect(item).toMatchObject({ title: `${tag} priced`, price: 19.99, enrolledCount: 3, teacherName: "Grace Hopper" });
    expect(Object.keys(item ?? {}).sort()).toEqual(
      [
        "_id",
        "category",
        "createdAt",
        "description",
        "enrolledCount",
        "image",
        "price",
        "rating",
        "ratingCount",
        "status",
        "teacherEmail",
        "teacherName",
        "teacherUid",
        "title",
        "updatedAt",
      ].sort(),
    );
    expect(item?.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });
});

function stringify(query: Record<string, string | number>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));
}
