import { classes } from "@classwise/db/schema";
import type { PopularClassesResponse } from "@classwise/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClass, createTestApp, createUser, type TestContext } from "../helpers/index.js";
import { enrol } from "./support.js";

// This file owns its database: the popular list is global, so its content is fully set up here.
describe("GET /api/popular-classes", () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  it("answers an empty list when there are no classes", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/popular-classes" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, classes: [] });
  });

  it("lists at most six approved, live classes by enrolled count", async () => {
    const teacher = await createUser(ctx, { role: "teacher" });
    const counts = [5, 40, 12, 0, 33, 7, 21, 2];
    for (const count of counts) await createClass(ctx, teacher, { title: `Count ${count}`, enrolledCount: count });
    await createClass(ctx, teacher, { title: "Pending big", status: "pending", enrolledCount: 500 });
    await createClass(ctx, teacher, { title: "Rejected big", status: "rejected", enrolledCount: 400 });
    const deleted = await createClass(ctx, teacher, { title: "Deleted big", enrolledCount: 300 });
    await ctx.db.update(classes).set({ deletedAt: new Date() }).where(eq(classes.id, deleted.id));

    const res = await ctx.app.inject({ method: "GET", url: "/api/popular-classes" });
    const body = res.json() as PopularClassesResponse;
    expect(body.classes.map((c) => c.title)).toEqual([
      "Count 40",
      "Count 33",
      "Count 21",
      "Count 12",
      "Count 7",
      "Count 5",
    ]);
    expect(body.classes.every((c) => c.status === "approved")).toBe(true);
  });

  it("breaks ties by the newest class and carries counts, not students", async () => {
    const teacher = await createUser(ctx, { role: "teacher" });
    const student = await createUser(ctx, { role: "student" });
    // 999 plus the enrolment below: a tie at 1000 with the newer class.
    const older = await createClass(ctx, teacher, {
      title: "Tie older",
      enrolledCount: 999,
      createdAt: new Date("2024-01-01T00:00:00Z"),
    });
    await createClass(ctx, teacher, { title: "Tie newer", enrolledCount: 1000, createdAt: new Date("2024-06-01Z") });
    await enrol(ctx.db, older.id, student.id);
    const res = await ctx.app.inject({ method: "GET", url: "/api/popular-classes", headers: student.headers });
    const body = res.json() as PopularClassesResponse;
    expect(body.classes.slice(0, 2).map((c) => c.title)).toEqual(["Tie newer", "Tie older"]);
    expect(body.classes[1]?.enrolledCount).toBe(1000);
    expect(res.body).not.toContain(student.email);
    expect(res.body).not.toContain(student.id);
  });
});
