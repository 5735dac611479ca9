import { auditLog, classStats, enrolments, users } from "@classwise/db/schema";
import { BULK_ENROLMENT_MAX_ROWS, messages } from "@classwise/shared";
import { and, eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runDueJobs } from "../../src/jobs/worker.js";
import { bulkEnrolmentJobHandlers } from "../../src/modules/bulk-enrolment/jobs.js";
import { enrolDirectly } from "../enrolments/support.js";
import { createClass, createTestApp, createUser, type TestContext, type TestUser } from "../helpers/index.js";
import { captureMail } from "../notifications/support.js";

describe("bulk enrolment from a CSV file", () => {
  let ctx: TestContext;
  let teacher: TestUser;
  const log = pino({ level: "silent" });

  beforeAll(async () => {
    ctx = await createTestApp();
    teacher = await createUser(ctx, { role: "teacher" });
  });
  afterAll(async () => ctx.close());

  const upload = (classId: string, user: TestUser | null, csv: string) =>
    ctx.app.inject({
      method: "POST",
      url: `/api/classes/${classId}/enrolment-imports`,
      headers: { ...(user ? user.headers : {}), "content-type": "text/csv" },
      payload: csv,
    });
  const status = (classId: string, importId: string, user: TestUser) =>
    ctx.app.inject({
      method: "GET",
      url: `/api/classes/${classId}/enrolment-imports/${importId}`,
      headers: user.headers,
    });

  const runJobs = async (mail = captureMail()) => {
    const context = { db: ctx.db, config: ctx.config, log };
    while ((await runDueJobs(context, bulkEnrolmentJobHandlers(mail))) > 0);
    return mail;
  };

  /** Uploads, runs the queue to the end and returns the finished import. */
  const importFile = async (classId: string, user: TestUser, csv: string, mail = captureMail()) => {
    const started = await upload(classId, user, csv);
    expect(started.statusCode, started.body).toBe(202);
    await runJobs(mail);
    const done = await status(classId, started.json().import._id, user);
    expect(done.statusCode, done.body).toBe(200);
    return done.json().import;
  };

  const enrolmentCount = async (classId: string) =>
    (await ctx.db.select().from(enrolments).where(eq(enrolments.classId, classId))).length;

  it("enrols known emails, invites new ones, reports every row, and a second run changes nothing", async () => {
    const item = await createClass(ctx, teacher);
    const known = await createUser(ctx);
    const already = await createUser(ctx);
    const suspended = await createUser(ctx, { banned: true });
    await enrolDirectly(ctx.db, item.id, already.id);
    const csv = [
      "email,name",
      `${known.email.toUpperCase()},Known Student`,
      "new.pupil@school.test,New Pupil",
      "not-an-email,Nobody",
      `${known.email},Known Again`,
      `${already.email},Already`,
      `${suspended.email},Suspended`,
      "",
      '"quoted@school.test","Quoted, Name"',
      "nameless@school.test,",
      `${teacher.email},The Teacher`,
    ].join("\r\n");

    const mail = captureMail();
    const report = await importFile(item.id, teacher, csv, mail);
    expect(report).toMatchObject({
      status: "done",
      totalRows: 9,
      processedRows: 9,
      enrolled: 1,
      invited: 2,
      alreadyEnrolled: 1,
      failed: 5,
    });
    expect(report.rows).toEqual([
      { row: 2, email: known.email, result: "enrolled" },
      { row: 3, email: "new.pupil@school.test", result: "invited" },
      { row: 4, email: "not-an-email", result: "invalid-email" },
      { row: 5, email: known.email, result: "duplicate" },
      { row: 6, email: already.email, result: "already-enrolled" },
      { row: 7, email: suspended.email, result: "suspended" },
      { row: 9, email: "quoted@school.test", result: "invited" },
      { row: 10, email: "nameless@school.test", result: "missing-name" },
      { row: 11, email: teacher.email, result: "class-teacher" },
    ]);
    expect(await enrolmentCount(item.id)).toBe(4);
    const [stats] = await ctx.db.select().from(classStats).where(eq(classStats.classId, item.id));
    expect(stats?.enrolledCount).toBe(4);

    // The new accounts are students without a password, each invited once with a reset link.
    const [pupil] = await ctx.db.select().from(users).where(eq(users.email, "quoted@school.test"));
    expect(pupil).toMatchObject({ name: "Quoted, Name", role: "student" });
    expect(mail.sent.map((m) => m.to).sort()).toEqual(["new.pupil@school.test", "quoted@school.test"]);
    const link = /\/reset-password\?token=([\w-]+)/.exec(mail.sent[0]?.text ?? "");
    expect(link).not.toBeNull();

    // The link sets a password through the identity service's reset flow, then the student signs in.
    const invited = mail.sent[0]?.to ?? "";
    const reset = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token: link?.[1], newPassword: "a-strong-password-1" },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const signIn = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: invited, password: "a-strong-password-1" },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);

    // The same file again: nobody enrolled or invited twice.
    const again = captureMail();
    const second = await importFile(item.id, teacher, csv, again);
    expect(second).toMatchObject({ enrolled: 0, invited: 0, alreadyEnrolled: 4, failed: 5 });
    expect(again.sent).toEqual([]);
    expect(await enrolmentCount(item.id)).toBe(4);
    const [counted] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.email, "new.pupil@school.test"));
    expect(counted?.n).toBe(1);

    // One audit entry per import, with its counts.
    const entries = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "enrolment.bulk-imported"), eq(auditLog.objectId, item.id)));
    expect(entries).toHaveLength(2);
    expect(entries.map((e) => e.actorId)).toEqual([teacher.id, teacher.id]);
    expect(entries.map((e) => e.after)).toContainEqual(
      expect.objectContaining({ totalRows: 9, enrolled: 1, invited: 2, alreadyEnrolled: 1, failed: 5 }),
    );
  });

  it("reads a file without a header and with the columns in another order under a header", async () => {
    const item = await createClass(ctx, teacher);
    const a = await createUser(ctx);
    const b = await createUser(ctx);
    expect((await importFile(item.id, teacher, `${a.email},A\n`)).rows).toEqual([
      { row: 1, email: a.email, result: "enrolled" },
    ]);
    expect((await importFile(item.id, teacher, `Name;Email\nB;${b.email}`)).rows).toEqual([
      { row: 2, email: b.email, result: "enrolled" },
    ]);
  });

  it("lets an admin import into any class; hides another teacher's class; refuses students", async () => {
    const item = await createClass(ctx, teacher);
    const admin = await createUser(ctx, { role: "admin" });
    const other = await createUser(ctx, { role: "teacher" });
    const student = await createUser(ctx);
    const report = await importFile(item.id, admin, `email,name\n${student.email},S`);
    expect(report.enrolled).toBe(1);
    expect((await status(item.id, report._id, teacher)).statusCode).toBe(200);

    expect((await upload(item.id, other, `${student.email},S`)).statusCode).toBe(404);
    expect((await status(item.id, report._id, other)).statusCode).toBe(404);
    expect((await upload(item.id, student, `${student.email},S`)).statusCode).toBe(403);
    expect((await upload(item.id, null, `${student.email},S`)).statusCode).toBe(401);
    expect((await upload("missing-class", teacher, `${student.email},S`)).statusCode).toBe(404);
    expect((await status(item.id, "missing-import", teacher)).statusCode).toBe(404);

    const pending = await createClass(ctx, teacher, { status: "pending" });
    const refused = await upload(pending.id, teacher, `${student.email},S`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(messages.bulkEnrolment.classNotOpen);
  });

  it("refuses an empty file (400), too many rows or bytes (413), and a second import while one runs (409)", async () => {
    const item = await createClass(ctx, teacher);
    expect((await upload(item.id, teacher, "email,name\n\n")).statusCode).toBe(400);
    const tooMany = Array.from({ length: BULK_ENROLMENT_MAX_ROWS + 1 }, (_, i) => `s${i}@x.test,S`).join("\n");
    const manyRows = await upload(item.id, teacher, tooMany);
    expect(manyRows.statusCode).toBe(413);
    expect(manyRows.json().message).toBe(messages.bulkEnrolment.tooManyRows(BULK_ENROLMENT_MAX_ROWS));
    const huge = `email,name\n${"a".repeat(1024 * 1024)}@x.test,Big`;
    expect((await upload(item.id, teacher, huge)).statusCode).toBe(413);

    expect((await upload(item.id, teacher, "one@x.test,One")).statusCode).toBe(202);
    const running = await upload(item.id, teacher, "two@x.test,Two");
    expect(running.statusCode).toBe(409);
    await runJobs();
    expect((await upload(item.id, teacher, "two@x.test,Two")).statusCode).toBe(202);
    await runJobs();
  });

  it("erases a deleted account's email from the import reports that name it", async () => {
    const item = await createClass(ctx, teacher);
    const leaving = await createUser(ctx);
    const staying = await createUser(ctx);
    const report = await importFile(item.id, teacher, `${leaving.email},Leaving\n${staying.email},Staying`);
    const deleted = await ctx.app.inject({
      method: "DELETE",
      url: "/api/users/me",
      headers: leaving.headers,
      payload: { password: leaving.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const after = (await status(item.id, report._id, teacher)).json().import;
    expect(after.rows.map((r: { email: string }) => r.email)).not.toContain(leaving.email);
    expect(after.rows[1]).toEqual({ row: 2, email: staying.email, result: "enrolled" });
  });

  // About 22 s alone; 69 s in CI's PostgreSQL stage beside the browser suite, and slower still in the machine's
  // slow spells.
  it("imports a 10,000-row file in batches with progress and correct counts", async () => {
    const item = await createClass(ctx, teacher);
    const known = await Promise.all(Array.from({ length: 5 }, () => createUser(ctx)));
    const rows = Array.from({ length: BULK_ENROLMENT_MAX_ROWS }, (_, i) =>
      i < known.length ? `${known[i]?.email},Known` : `cohort-${i}@big.test,Student ${i}`,
    );
    const started = await upload(item.id, teacher, `email,name\n${rows.join("\n")}`);
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json().import).toMatchObject({ totalRows: 10_000, processedRows: 0, status: "running" });

    // One batch: the screen reads "500 of 10000 rows".
    // Each new account's invitation is one job (its mail is checked in the first test): here they are counted.
    let invitations = 0;
    const handlers = {
      ...bulkEnrolmentJobHandlers(captureMail()),
      "enrolment-invitation": {
        async run() {
          invitations++;
        },
      },
    };
    const context = { db: ctx.db, config: ctx.config, log };
    let ticks = 0;
    await runDueJobs(context, handlers, { stopping: () => ticks++ > 0 });
    const partway = await status(item.id, started.json().import._id, teacher);
    expect(partway.json().import).toMatchObject({ status: "running", processedRows: 500, enrolled: 5, invited: 495 });
    expect(partway.json().import.rows).toHaveLength(500);

    while ((await runDueJobs(context, handlers)) > 0);
    const done = await status(item.id, started.json().import._id, teacher);
    expect(done.json().import).toMatchObject({
      status: "done",
      totalRows: 10_000,
      processedRows: 10_000,
      enrolled: 5,
      invited: 9_995,
      alreadyEnrolled: 0,
      failed: 0,
    });
    expect(done.json().import.rows).toHaveLength(10_000);
    expect(await enrolmentCount(item.id)).toBe(10_000);
    expect(invitations).toBe(9_995);
  }, 360_000);
});
