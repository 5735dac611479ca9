import { classes } from "@classwise/db/schema";
import type { PublicStatistics } from "@classwise/shared";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { enrol } from "../classes/support.js";
import { createClass, createTestApp, createUser, type TestContext } from "../helpers/index.js";

async function statistics(ctx: TestContext): Promise<PublicStatistics> {
  const res = await ctx.app.inject({ method: "GET", url: "/api/public-statistics" });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { success: boolean; statistics: PublicStatistics };
  expect(body.success).toBe(true);
  return body.statistics;
}

/** Users, approved live classes and enrolments, each database owned by one test. */
async function populate(ctx: TestContext) {
  const teacher = await createUser(ctx, { role: "teacher" });
  const students = [await createUser(ctx), await createUser(ctx), await createUser(ctx)];
  const approved = await createClass(ctx, teacher);
  const other = await createClass(ctx, teacher);
  await createClass(ctx, teacher, { status: "pending" });
  await createClass(ctx, teacher, { status: "rejected" });
  const deleted = await createClass(ctx, teacher);
  await ctx.db.update(classes).set({ deletedAt: new Date() }).where(eq(classes.id, deleted.id));
  await enrol(ctx.db, approved.id, students[0]!.id);
  await enrol(ctx.db, approved.id, students[1]!.id);
  await enrol(ctx.db, other.id, students[2]!.id);
}

describe("GET /api/public-statistics", () => {
  const contexts: TestContext[] = [];
  afterAll(async () => {
    for (const ctx of contexts) await ctx.close();
  });
  async function freshApp(cacheSeconds: number) {
    const ctx = await createTestApp({ publicStatsCacheSeconds: cacheSeconds });
    contexts.push(ctx);
    return ctx;
  }

  it("counts every user, approved live classes and every enrolment", async () => {
    const ctx = await freshApp(0);
    expect(await statistics(ctx)).toEqual({ totalUsers: 0, totalClasses: 0, totalEnrollments: 0 });
    await populate(ctx);
    expect(await statistics(ctx)).toEqual({ totalUsers: 4, totalClasses: 2, totalEnrollments: 3 });
  });

  it("answers from memory within the cache window", async () => {
    const ctx = await freshApp(30);
    const before = await statistics(ctx);
    await populate(ctx);
    expect(await statistics(ctx)).toEqual(before);
  });
});
