import { auditLog, evaluations, sessions, users } from "@classwise/db/schema";
import { messages } from "@classwise/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.js";
import { createClass, createTestApp, createUser, type TestContext, type TestUser } from "../helpers/index.js";

describe("suspensions (docs/decisions/0036)", () => {
  let ctx: TestContext;
  let admin: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await createUser(ctx, { role: "admin" });
  });
  afterAll(async () => ctx.close());

  const suspend = (target: string, by: TestUser = admin, reason = "Spam in class descriptions") =>
    ctx.app.inject({
      method: "POST",
      url: `/api/users/${target}/suspension`,
      headers: by.headers,
      payload: { reason },
    });
  const lift = (target: string, by: TestUser = admin) =>
    ctx.app.inject({ method: "DELETE", url: `/api/users/${target}/suspension`, headers: by.headers });
  const signIn = (email: string, password: string) =>
    ctx.app.inject({ method: "POST", url: "/api/auth/sign-in/email", payload: { email, password } });

  it("ends the user's sessions on every process at once and refuses their sign-in with a clear message", async () => {
    const user = await createUser(ctx);
    // A second process on the same database: it resolves the caller from the live session row too.
    const other = await buildApp(ctx.config, { database: ctx.database, skipMigrations: true });
    await other.ready();
    try {
      const read = () => other.inject({ method: "GET", url: `/api/users/${user.id}`, headers: user.headers });
      expect((await read()).statusCode).toBe(200);
      const res = await suspend(user.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        user: { uid: user.id, suspended: true, suspensionReason: "Spam in class descriptions" },
      });
      expect((await read()).statusCode).toBe(401);
      const left = await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
      expect(left).toHaveLength(0);
    } finally {
      await other.close();
    }
    const refused = await signIn(user.email, user.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "ACCOUNT_DISABLED", message: messages.login.disabled });

    expect((await lift(user.id)).statusCode).toBe(200);
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);
    const entries = await ctx.db.select().from(auditLog).where(eq(auditLog.objectId, user.id));
    expect(entries.map((entry) => entry.action).sort()).toEqual(["user.suspended", "user.suspension-lifted"]);
    expect(entries.find((entry) => entry.action === "user.suspended")?.after).toMatchObject({
      reason: "Spam in class descriptions",
      sessionsEnded: 1,
    });
  });

  it("hides a suspended teacher's classes and a suspended student's feedback, and shows them again", async () => {
    const teacher = await createUser(ctx, { role: "teacher" });
    const shown = await createClass(ctx, teacher, { title: `Suspension visibility ${Date.now()}` });
    const catalogue = async () => {
      const res = await ctx.app.inject({ method: "GET", url: "/api/classes?limit=100" });
      return (res.json() as { classes: { _id: string }[]; totalClasses: number }).classes.map((row) => row._id);
    };
    const classPage = () => ctx.app.inject({ method: "GET", url: `/api/classes/${shown.id}` });
    expect(await catalogue()).toContain(shown.id);
    const totalBefore = (await ctx.app.inject({ method: "GET", url: "/api/classes" })).json().totalClasses as number;

    expect((await suspend(teacher.id)).statusCode).toBe(200);
    expect(await catalogue()).not.toContain(shown.id);
    expect((await classPage()).statusCode).toBe(404);
    const totalDuring = (await ctx.app.inject({ method: "GET", url: "/api/classes" })).json().totalClasses as number;
    expect(totalDuring).toBe(totalBefore - 1);
    const statistics = await ctx.app.inject({ method: "GET", url: "/api/public-statistics" });
    expect(JSON.stringify(statistics.json())).toContain(`"totalClasses":${totalDuring}`);
    // Admins still see it in their list of every class.
    const adminView = await ctx.app.inject({ method: "GET", url: `/api/classes/${shown.id}`, headers: admin.headers });
    expect(adminView.statusCode).toBe(200);

    expect((await lift(teacher.id)).statusCode).toBe(200);
    expect(await catalogue()).toContain(shown.id);
    expect((await classPage()).statusCode).toBe(200);

    const student = await createUser(ctx);
    const [feedback] = await ctx.db
      .insert(evaluations)
      .values({
        classId: shown.id,
        teacherId: teacher.id,
        studentId: student.id,
        studentName: student.name,
        studentEmail: student.email,
        rating: 5,
        description: "Clear and kind",
      })
      .returning();
    const feedbackIds = async () => {
      const res = await ctx.app.inject({ method: "GET", url: "/api/teaching-evaluations" });
      return JSON.stringify(res.json());
    };
    expect(await feedbackIds()).toContain(feedback?.id);
    expect((await suspend(student.id)).statusCode).toBe(200);
    expect(await feedbackIds()).not.toContain(feedback?.id);
    expect((await lift(student.id)).statusCode).toBe(200);
    expect(await feedbackIds()).toContain(feedback?.id);
  });

  it("refuses suspending oneself, the last admin, a missing user, twice, and a lift of nobody suspended", async () => {
    const self = await suspend(admin.id);
    expect(self.statusCode).toBe(422);
    expect(self.json()).toMatchObject({ message: messages.operations.cannotSuspendSelf });
    expect((await suspend("no-such-user")).statusCode).toBe(404);
    const user = await createUser(ctx);
    expect((await lift(user.id)).statusCode).toBe(409);
    expect((await suspend(user.id)).statusCode).toBe(200);
    expect((await suspend(user.id)).statusCode).toBe(409);
    const empty = await ctx.app.inject({
      method: "POST",
      url: `/api/users/${user.id}/suspension`,
      headers: admin.headers,
      payload: { reason: "   " },
    });
    expect(empty.statusCode).toBe(400);
    const teacher = await createUser(ctx, { role: "teacher" });
    expect((await suspend(user.id, teacher)).statusCode).toBe(403);
  });

  it("two admins suspending each other at once leave one admin who is not suspended", async () => {
    await ctx.db.update(users).set({ role: "student" }).where(eq(users.role, "admin"));
    for (let round = 0; round < 5; round++) {
      const [a, b] = await Promise.all([createUser(ctx, { role: "admin" }), createUser(ctx, { role: "admin" })]);
      const results = await Promise.all([suspend(b.id, a), suspend(a.id, b)]);
      const statuses = results.map((res) => res.statusCode).sort();
      expect(statuses[0]).toBe(200);
      // The loser is refused as the last admin (422), or its caller's session already ended (401).
      expect([401, 422]).toContain(statuses[1]);
      const active = await ctx.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, "admin"), eq(users.banned, false)));
      expect(active).toHaveLength(1);
      await ctx.db.update(users).set({ role: "student" }).where(eq(users.role, "admin"));
    }
    const last = await createUser(ctx, { role: "admin" });
    const refused = await suspend(last.id, last);
    expect(refused.statusCode).toBe(422);
  });
});
