import { accounts, auditLog, classes, ledgerEntries, payments, sessions, users } from "@classwise/db/schema";
import { messages } from "@classwise/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUser, type TestContext, type TestUser } from "../helpers/index.js";
import { classWithWork, runJobs, studentFootprint } from "./support.js";

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Every table and column holding text (text, varchar, json, jsonb, tsvector) in the public schema. */
async function textColumns(ctx: TestContext) {
  return rowsOf<{ table_name: string; column_name: string }>(
    await ctx.db.execute(sql`
      select c.table_name, c.column_name from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'tsvector', 'ARRAY')
      order by 1, 2`),
  );
}

/** Where any of the needles (case-insensitive) still occurs: "table.column" for each hit. */
async function findTraces(ctx: TestContext, needles: string[]) {
  const hits: string[] = [];
  for (const { table_name, column_name } of await textColumns(ctx)) {
    for (const needle of needles) {
      const found = rowsOf<{ n: number }>(
        await ctx.db.execute(sql`
          select count(*)::int as n from ${sql.identifier(table_name)}
          where strpos(lower(${sql.identifier(column_name)}::text), lower(${needle})) > 0`),
      )[0];
      if (Number(found?.n) > 0) hits.push(`${table_name}.${column_name} has "${needle}"`);
    }
  }
  return hits;
}

describe("account deletion: DELETE /users/me", () => {
  let ctx: TestContext;
  let teacher: TestUser;
  let student: TestUser;
  let classmate: TestUser;
  let classId: string;

  const remove = (user: TestUser, payload: object = { password: user.password }) =>
    ctx.app.inject({ method: "DELETE", url: "/api/users/me", headers: user.headers, payload });
  const signIn = (email: string, password: string) =>
    ctx.app.inject({ method: "POST", url: "/api/auth/sign-in/email", payload: { email, password } });

  beforeAll(async () => {
    ctx = await createTestApp();
    teacher = await createUser(ctx, { role: "teacher", name: "Hieronymus Lectern" });
    student = await createUser(ctx, { name: "Philippa Quillfeather", image: "https://img.example/philippa.png" });
    classmate = await createUser(ctx, { name: "Bartholomew Inkwell" });
    const work = await classWithWork(ctx.db, teacher);
    classId = work.classRow.id;
    await studentFootprint(ctx.db, student, work.classRow, work.assignmentId);
    await studentFootprint(ctx.db, classmate, work.classRow, work.assignmentId);
    // An application to teach, a prepared export and notifications: more copies of the name and email.
    await ctx.db.execute(sql`
      insert into teacher_applications (id, user_id, name, email, title, experience, category)
      values (gen_random_uuid()::text, ${student.id}, ${student.name}, ${student.email}, 'Tutor', 'beginner', 'programming')`);
    await ctx.app.inject({ method: "POST", url: "/api/users/me/export", headers: student.headers });
    await runJobs(ctx);
  });
  afterAll(async () => ctx.close());

  it("refuses without the password or with a wrong one, and changes nothing", async () => {
    const missing = await remove(student, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe(messages.dataRights.passwordRequired);
    const wrong = await remove(student, { password: "not-the-password" });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe(messages.dataRights.wrongPassword);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, student.id));
    expect(row?.email).toBe(student.email);
    expect((await remove(student, { password: "x", role: "admin" })).statusCode).toBe(400);
  });

  it("erases the student's personal data everywhere, keeps the payment without the identity, and ends their sessions", async () => {
    await ctx.db.insert(sessions).values({
      userId: student.id,
      token: `other-device-${student.id}`,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const paymentsBefore = await ctx.db.select().from(payments).where(eq(payments.studentId, student.id));
    const ok = await remove(student);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ success: true, deleted: true });

    expect(await findTraces(ctx, [student.email, student.name, "Philippa", "Quillfeather", "philippa.png"])).toEqual(
      [],
    );
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, student.id))).toEqual([]);
    expect(await ctx.db.select().from(accounts).where(eq(accounts.userId, student.id))).toEqual([]);
    const paymentsAfter = await ctx.db.select().from(payments).where(eq(payments.studentId, student.id));
    expect(paymentsAfter.map((p) => [p.id, p.amountCents, p.status, p.receiptNumber])).toEqual(
      paymentsBefore.map((p) => [p.id, p.amountCents, p.status, p.receiptNumber]),
    );
    // The token they held and their password no longer work.
    expect(
      (await ctx.app.inject({ method: "GET", url: `/api/users/${student.id}`, headers: student.headers })).statusCode,
    ).toBe(401);
    expect((await signIn(student.email, student.password)).statusCode).not.toBe(200);
    // Someone else's data is untouched.
    const [other] = await ctx.db.select().from(users).where(eq(users.id, classmate.id));
    expect(other).toMatchObject({ email: classmate.email, name: classmate.name });
    expect(await findTraces(ctx, [classmate.email, classmate.name])).not.toEqual([]);
    // The audit log records the deletion by the user's id alone, in the deletion's transaction.
    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.objectId, student.id));
    expect(entry).toMatchObject({ action: "user.deleted", actorId: student.id, objectType: "user" });
  });

  it("a teacher's classes stay readable for the students who paid, under a neutral name, and leave the catalogue", async () => {
    const ledgerBefore = await ctx.db.select().from(ledgerEntries);
    expect((await remove(teacher)).statusCode).toBe(200);
    expect(await findTraces(ctx, [teacher.email, teacher.name, "Hieronymus", "Lectern"])).toEqual([]);
    const [row] = await ctx.db.select().from(classes).where(eq(classes.id, classId));
    expect(row?.teacherName).toBe(messages.dataRights.deletedTeacherName);
    expect(row?.deletedAt).not.toBeNull();
    const asStudent = await ctx.app.inject({
      method: "GET",
      url: `/api/classes/${classId}`,
      headers: classmate.headers,
    });
    expect(asStudent.statusCode, asStudent.body).toBe(200);
    expect(asStudent.body).toContain(messages.dataRights.deletedTeacherName);
    const lessons = await ctx.app.inject({
      method: "GET",
      url: `/api/classes/${classId}/curriculum`,
      headers: classmate.headers,
    });
    expect(lessons.statusCode).toBe(200);
    const visitor = await ctx.app.inject({ method: "GET", url: `/api/classes/${classId}` });
    expect(visitor.statusCode).toBe(404);
    expect(await ctx.db.select().from(ledgerEntries)).toEqual(ledgerBefore);
  });

  it("the last admin cannot delete themself; with a second admin they can", async () => {
    await ctx.db.execute(sql`update users set role = 'student' where role = 'admin'`);
    const admin = await createUser(ctx, { role: "admin" });
    const refused = await remove(admin);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(messages.dataRights.lastAdmin);
    const other = await createUser(ctx, { role: "admin" });
    const [first, second] = await Promise.all([remove(admin), remove(other)]);
    // Two admins deleting themselves at once: one goes, the other stays the last admin.
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 422]);
    const admins = await ctx.db.select().from(users).where(eq(users.role, "admin"));
    expect(admins).toHaveLength(1);
  });

  it("an account without a password confirms by a sign-in within the last 5 minutes", async () => {
    const google = await createUser(ctx, { name: "Gwendolyn Oauthsworth" });
    await ctx.db.update(accounts).set({ providerId: "google", password: null }).where(eq(accounts.userId, google.id));
    await ctx.db
      .update(sessions)
      .set({ createdAt: sql`now() - interval '6 minutes'` })
      .where(eq(sessions.id, google.sessionId));
    const stale = await remove(google, {});
    expect(stale.statusCode).toBe(422);
    expect(stale.json().message).toBe(messages.dataRights.recentSignInRequired);
    await ctx.db.update(sessions).set({ createdAt: sql`now()` }).where(eq(sessions.id, google.sessionId));
    expect((await remove(google, {})).statusCode).toBe(200);
    expect(await findTraces(ctx, [google.email, google.name])).toEqual([]);
  });

  it("a visitor gets 401", async () => {
    const res = await ctx.app.inject({ method: "DELETE", url: "/api/users/me", payload: {} });
    expect(res.statusCode).toBe(401);
  });
});
