import fs from "node:fs";
import path from "node:path";
import { jobs, notificationOptOuts } from "@classwise/db/schema";
import { messages } from "@classwise/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimJobs } from "../../src/jobs/queue.js";
import { enrolDirectly } from "../enrolments/support.js";
import { classWithSubmissions, gradingCalls } from "../grading/support.js";
import { createClass, createTestApp, createUser, type TestContext } from "../helpers/index.js";
import { captureMail, deliveriesOf, optOut, runJobs } from "./support.js";

describe("notification emails through the job queue", () => {
  let ctx: TestContext;
  const mail = captureMail();
  beforeAll(async () => {
    ctx = await createTestApp({}, { providers: { mail } });
  });
  afterAll(async () => ctx.close());

  const mailsTo = (email: string) => mail.sent.filter((message) => message.to === email);

  it("sends exactly one email per notification, with the name, a link and a signed unsubscribe link", async () => {
    const world = await classWithSubmissions(ctx, 2);
    await optOut(ctx.db, world.students[1]!, "submission-graded");
    await gradingCalls(ctx).grade(world.teacher, world.submissions[0]!.id, { score: 77, feedback: "Good" });
    await gradingCalls(ctx).grade(world.teacher, world.submissions[1]!.id, { score: 50 });
    await runJobs(ctx);
    await runJobs(ctx);
    const [message, ...more] = mailsTo(world.students[0]!.email);
    expect(more).toEqual([]);
    expect(message?.subject).toBe(messages.notifications.submissionGraded(world.assignment.title));
    expect(message?.text).toContain(`Hi ${world.students[0]!.name},`);
    expect(message?.text).toContain(`${ctx.config.publicUrl}/student-dashboard/my-enroll-class/${world.theClass.id}`);
    expect(message?.html).toContain("Open in Classwise");
    const unsubscribe = /(http\S+\/api\/notifications\/unsubscribe\?\S+)/.exec(message?.text ?? "")?.[1];
    expect(unsubscribe).toBeTruthy();
    expect(message?.headers?.["List-Unsubscribe"]).toBe(`<${unsubscribe}>`);
    expect(message?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mailsTo(world.students[1]!.email)).toEqual([]);
    const [job] = (await deliveriesOf(ctx.db, world.students[0]!.id, "submission-graded")).mails;
    expect(job?.completedAt).not.toBeNull();
  });

  it("escapes what users wrote in the HTML", async () => {
    const teacher = await createUser(ctx, { role: "teacher" });
    const item = await createClass(ctx, teacher, { title: "<script>alert(1)</script>" });
    const student = await createUser(ctx, { name: "Ann <b>Bold</b>" });
    await enrolDirectly(ctx.db, item.id, student.id);
    await ctx.app.inject({
      method: "POST",
      url: "/api/assignments",
      headers: teacher.headers,
      payload: { classId: item.id, title: "T", description: "D", deadline: new Date(Date.now() + 9e7).toISOString() },
    });
    await runJobs(ctx);
    const [message] = mailsTo(student.email);
    expect(message?.html).toContain("&lt;script&gt;");
    expect(message?.html).not.toContain("<script>");
    expect(message?.html).toContain("Ann &lt;b&gt;Bold&lt;/b&gt;");
  });

  it("switches the kind off from the signed link (one-click POST); a forged one changes nothing", async () => {
    const world = await classWithSubmissions(ctx, 1);
    const student = world.students[0]!;
    await gradingCalls(ctx).grade(world.teacher, world.submissions[0]!.id, { score: 90 });
    await runJobs(ctx);
    const link =
      /(http\S+\/api\/notifications\/unsubscribe\?\S+)/.exec(mailsTo(student.email)[0]?.text ?? "")?.[1] ?? "";
    const url = new URL(link);
    const forged = new URL(link);
    forged.searchParams.set("k", "payment-receipt");
    const refused = await ctx.app.inject({ method: "GET", url: `${forged.pathname}${forged.search}` });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(messages.notifications.unsubscribeInvalid);
    const other = await createUser(ctx);
    const someoneElse = new URL(link);
    someoneElse.searchParams.set("u", other.id);
    expect(
      (await ctx.app.inject({ method: "POST", url: `${someoneElse.pathname}${someoneElse.search}` })).statusCode,
    ).toBe(400);
    expect(await ctx.db.select().from(notificationOptOuts).where(eq(notificationOptOuts.userId, other.id))).toEqual([]);
    expect((await ctx.app.inject({ method: "GET", url: "/api/notifications/unsubscribe" })).statusCode).toBe(400);
    const unreadable = await ctx.app.inject({
      method: "POST",
      url: `${url.pathname}${url.search}`,
      headers: { "content-type": "application/json" },
      payload: '{"broken',
    });
    expect(unreadable.statusCode).toBe(400);

    // As mail programs send it (RFC 8058).
    const res = await ctx.app.inject({
      method: "POST",
      url: `${url.pathname}${url.search}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.body).toContain(messages.notifications.unsubscribed(messages.notifications.kinds["submission-graded"]));
    const stored = await ctx.db.select().from(notificationOptOuts).where(eq(notificationOptOuts.userId, student.id));
    expect(stored.map((row) => row.kind)).toEqual(["submission-graded"]);
    // Again is harmless.
    expect((await ctx.app.inject({ method: "GET", url: `${url.pathname}${url.search}` })).statusCode).toBe(200);
  });

  it("does not send a queued email once the user switched the kind off", async () => {
    const world = await classWithSubmissions(ctx, 1);
    await gradingCalls(ctx).grade(world.teacher, world.submissions[0]!.id, { score: 10 });
    await optOut(ctx.db, world.students[0]!, "submission-graded");
    await runJobs(ctx);
    expect(mailsTo(world.students[0]!.email)).toEqual([]);
  });

  it("loses nothing when a worker dies holding a job: once its lease runs out another sends it, once", async () => {
    const world = await classWithSubmissions(ctx, 1);
    await runJobs(ctx); // nothing else waiting
    await gradingCalls(ctx).grade(world.teacher, world.submissions[0]!.id, { score: 66 });
    // A worker claims everything due for one second, then dies without a word.
    const claimed = await claimJobs(ctx.db, 100, 1);
    expect(claimed.length).toBeGreaterThan(0);
    await runJobs(ctx);
    expect(mailsTo(world.students[0]!.email)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await runJobs(ctx);
    await runJobs(ctx);
    expect(mailsTo(world.students[0]!.email)).toHaveLength(1);
  });

  it("reminds each student who has not handed in an assignment due within 24 hours, once", async () => {
    const teacher = await createUser(ctx, { role: "teacher" });
    const item = await createClass(ctx, teacher, { title: "Deadline class" });
    const [late, done, quiet] = [await createUser(ctx), await createUser(ctx), await createUser(ctx)];
    for (const s of [late, done, quiet]) await enrolDirectly(ctx.db, item.id, s.id);
    await optOut(ctx.db, quiet, "assignment-due");
    const { addAssignment, addSubmission } = await import("../enrolments/support.js");
    const soon = await addAssignment(ctx.db, item.id, teacher.id, "Due tonight");
    await ctx.db.execute(sql`update assignments set deadline = now() + interval '12 hours' where id = ${soon.id}`);
    const later = await addAssignment(ctx.db, item.id, teacher.id, "Due next week");
    await addSubmission(ctx.db, soon, done);
    await runJobs(ctx);
    await runJobs(ctx);
    const told = await deliveriesOf(ctx.db, late.id, "assignment-due");
    expect(told.notifications.map((n) => n.title)).toEqual([messages.notifications.assignmentDue("Due tonight")]);
    expect(told.mails).toHaveLength(1);
    expect(mailsTo(late.email).filter((m) => m.subject.includes("Due tonight"))).toHaveLength(1);
    expect((await deliveriesOf(ctx.db, done.id, "assignment-due")).notifications).toHaveLength(0);
    expect((await deliveriesOf(ctx.db, quiet.id, "assignment-due")).notifications).toHaveLength(0);
    expect(told.notifications.some((n) => n.title.includes(later.title))).toBe(false);
  });

  it("sends teachers one digest a day of the last day's submissions, after the digest hour", async () => {
    const world = await classWithSubmissions(ctx, 3);
    const evening = new Date();
    evening.setUTCHours(ctx.config.jobs.digestHourUtc, 30, 0, 0);
    const morning = new Date(evening);
    morning.setUTCHours(Math.max(0, ctx.config.jobs.digestHourUtc - 10));
    await runJobs(ctx, morning);
    expect((await deliveriesOf(ctx.db, world.teacher.id, "submissions-digest")).notifications).toHaveLength(0);
    await runJobs(ctx, evening);
    await runJobs(ctx, evening);
    const told = await deliveriesOf(ctx.db, world.teacher.id, "submissions-digest");
    expect(told.notifications.map((n) => n.title)).toEqual([messages.notifications.digest(3)]);
    expect(told.mails).toHaveLength(1);
    const keys = await ctx.db
      .select()
      .from(jobs)
      .where(sql`${jobs.uniqueKey} like ${`submissions-digest:${world.teacher.id}:%`}`);
    expect(keys).toHaveLength(1);
  });
});

describe("the outbox keeps working without SMTP", () => {
  it("writes each notification email as an .eml file in DATA_DIR/outbox", async () => {
    const ctx = await createTestApp();
    try {
      const world = await classWithSubmissions(ctx, 1);
      await gradingCalls(ctx).grade(world.teacher, world.submissions[0]!.id, { score: 99 });
      await runJobs(ctx);
      const dir = path.join(ctx.config.dataDir, "outbox");
      const files = fs.readdirSync(dir).map((file) => fs.readFileSync(path.join(dir, file), "utf8"));
      const mine = files.filter((content) => content.includes(world.students[0]!.email));
      expect(mine).toHaveLength(1);
      expect(mine[0]).toContain("List-Unsubscribe:");
    } finally {
      await ctx.close();
    }
  });
});
