import { jobs, notifications } from "@classwise/db/schema";
import { messages } from "@classwise/shared";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifyUsers } from "../../src/modules/notifications/notify.js";
import { createTestApp, createUser, type TestContext, type TestUser } from "../helpers/index.js";
import { classWithWork, runJobs, studentFootprint } from "./support.js";

describe("data export: POST /users/me/export, its status, GET /users/me/export", () => {
  let ctx: TestContext;
  let me: TestUser;
  let classmate: TestUser;
  let teacher: TestUser;

  const call = (method: "GET" | "POST", url: string, user: TestUser | null) =>
    ctx.app.inject({ method, url, headers: user ? user.headers : {} });

  beforeAll(async () => {
    ctx = await createTestApp();
    teacher = await createUser(ctx, { role: "teacher", name: "Teodora Teachwell" });
    me = await createUser(ctx, { name: "Marguerite Exportson" });
    classmate = await createUser(ctx, { name: "Octavian Classmate" });
    const { classRow, assignmentId } = await classWithWork(ctx.db, teacher);
    await studentFootprint(ctx.db, me, classRow, assignmentId);
    await studentFootprint(ctx.db, classmate, classRow, assignmentId);
    for (const user of [me, classmate]) {
      await notifyUsers(ctx.db, [user.id], {
        kind: "submission-graded",
        title: `Graded for ${user.name}`,
        body: "Your essay",
        link: "/student-dashboard",
      });
    }
  });
  afterAll(async () => ctx.close());

  it("prepares the copy in a job, tells the user, and lets only them download it, with nothing of anyone else", async () => {
    expect((await call("GET", "/api/users/me/export/status", me)).json()).toEqual({ success: true, export: null });
    expect((await call("GET", "/api/users/me/export", me)).statusCode).toBe(404);

    const requested = await call("POST", "/api/users/me/export", me);
    expect(requested.statusCode, requested.body).toBe(201);
    expect(requested.json().export).toMatchObject({ status: "pending", readyAt: null });
    // While it is prepared, a second request is refused.
    const again = await call("POST", "/api/users/me/export", me);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.dataRights.exportInProgress);
    expect((await call("GET", "/api/users/me/export", me)).statusCode).toBe(404);

    expect(await runJobs(ctx)).toBeGreaterThanOrEqual(1);
    const status = (await call("GET", "/api/users/me/export/status", me)).json().export;
    expect(status).toMatchObject({ status: "ready" });
    expect(Date.parse(status.expiresAt) - Date.parse(status.readyAt)).toBe(7 * 86_400_000);
    const told = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, me.id), eq(notifications.kind, "data-export-ready")));
    expect(told).toHaveLength(1);
    expect(told[0]?.link).toBe("/student-dashboard/profile");

    const file = await call("GET", "/api/users/me/export", me);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-disposition"]).toMatch(
      /^attachment; filename="classwise-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = file.json();
    expect(data.profile).toMatchObject({ id: me.id, name: me.name, email: me.email });
    for (const section of [
      "enrolments",
      "payments",
      "submissions",
      "evaluations",
      "certificates",
      "lessonPosts",
      "notifications",
    ]) {
      expect(data[section], section).toHaveLength(1);
    }
    expect(data.submissions[0]).toMatchObject({ score: 88, submission_text: `Work of ${me.name}` });
    expect(data.signInMethods).toEqual([expect.objectContaining({ provider_id: "credential" })]);
    // No password hash, and nothing of the classmate in the same class or of the teacher's account.
    expect(file.body).not.toContain("scrypt");
    expect(JSON.stringify(data.signInMethods)).not.toContain("password");
    for (const other of [classmate, teacher]) {
      expect(file.body).not.toContain(other.id);
      expect(file.body).not.toContain(other.email);
    }
    expect(file.body).not.toContain(classmate.name);

    // The classmate and a visitor cannot reach it: the classmate has none of their own.
    expect((await call("GET", "/api/users/me/export", classmate)).statusCode).toBe(404);
    expect((await call("GET", "/api/users/me/export", null)).statusCode).toBe(401);
  });

  it("a teacher's copy holds their classes, lessons and assignments but not their students", async () => {
    expect((await call("POST", "/api/users/me/export", teacher)).statusCode).toBe(201);
    await runJobs(ctx);
    const file = await call("GET", "/api/users/me/export", teacher);
    const data = file.json();
    expect(data.classesTaught).toHaveLength(1);
    expect(data.lessonsWritten).toHaveLength(1);
    expect(data.assignmentsSet).toHaveLength(1);
    expect(data.enrolments).toEqual([]);
    for (const student of [me, classmate]) {
      expect(file.body).not.toContain(student.email);
      expect(file.body).not.toContain(student.name);
    }
  });

  it("a copy past its time is gone, and a new one can be asked for", async () => {
    await ctx.db.execute(
      sql`update data_exports set expires_at = now() - interval '1 second' where user_id = ${me.id}`,
    );
    expect((await call("GET", "/api/users/me/export", me)).statusCode).toBe(404);
    expect((await call("GET", "/api/users/me/export/status", me)).json().export).toBeNull();
    const next = await call("POST", "/api/users/me/export", me);
    expect(next.statusCode).toBe(201);
    const queued = await ctx.db.select().from(jobs).where(eq(jobs.kind, "data-export"));
    expect(queued.filter((job) => job.completedAt === null)).toHaveLength(1);
  });

  it("of simultaneous requests exactly one is taken", async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => call("POST", "/api/users/me/export", classmate)));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409]);
  });
});
