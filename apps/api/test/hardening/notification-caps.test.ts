import { jobs, notifications, submissions } from "@classwise/db/schema";
import { messages } from "@classwise/shared";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { classWithSubmissions, gradingCalls } from "../grading/support.js";
import { createTestApp, type TestContext } from "../helpers/index.js";
import { captureMail, deliveriesOf, optOut, runJobs } from "../notifications/support.js";

const copy = messages.notifications;

describe("notifications only for a change, and an hourly cap on mails (issue 22)", () => {
  let ctx: TestContext;
  const mail = captureMail();
  beforeAll(async () => {
    ctx = await createTestApp({ notifications: { mailsPerHour: 3 } }, { providers: { mail } });
  });
  afterAll(async () => ctx.close());

  const mailsTo = (email: string) => mail.sent.filter((message) => message.to === email);

  it("a regrade that changes neither score nor feedback writes no notification and queues no mail", async () => {
    const world = await classWithSubmissions(ctx, 1);
    const student = world.students[0]!;
    const submissionId = world.submissions[0]!.id;
    const grade = (body: object) => gradingCalls(ctx).grade(world.teacher, submissionId, body);
    expect((await grade({ score: 80, feedback: "Good work" })).statusCode).toBe(200);
    const [first] = await ctx.db.select().from(submissions).where(eq(submissions.id, submissionId));
    for (let i = 0; i < 3; i++) {
      const again = await grade({ score: 80, feedback: "  Good work " });
      expect(again.statusCode).toBe(200);
      expect(again.json().submission).toMatchObject({ score: 80, feedback: "Good work" });
    }
    let sent = await deliveriesOf(ctx.db, student.id, "submission-graded");
    expect(sent.notifications).toHaveLength(1);
    expect(sent.mails).toHaveLength(1);
    const [unchanged] = await ctx.db.select().from(submissions).where(eq(submissions.id, submissionId));
    expect(unchanged?.gradedAt).toEqual(first?.gradedAt);

    // A new score, or new feedback alone, is a change and tells the student.
    await grade({ score: 81, feedback: "Good work" });
    await grade({ score: 81, feedback: "Better" });
    sent = await deliveriesOf(ctx.db, student.id, "submission-graded");
    expect(sent.notifications).toHaveLength(3);
    expect(sent.mails).toHaveLength(3);
  });

  it("mails at most the cap of one kind per user and hour, and folds the rest into one digest mail", async () => {
    const world = await classWithSubmissions(ctx, 1);
    const student = world.students[0]!;
    const submissionId = world.submissions[0]!.id;
    for (let score = 1; score <= 7; score++) {
      expect((await gradingCalls(ctx).grade(world.teacher, submissionId, { score })).statusCode).toBe(200);
    }
    await runJobs(ctx);
    const mine = mailsTo(student.email);
    expect(mine.map((message) => message.subject)).toEqual(
      Array(3).fill(copy.submissionGraded(world.assignment.title)),
    );
    // All seven are in the app; four wait for the digest, queued once for the end of the hour.
    const rows = await ctx.db.select().from(notifications).where(eq(notifications.userId, student.id));
    expect(rows).toHaveLength(7);
    expect(rows.filter((row) => row.emailStatus === "held")).toHaveLength(4);
    const digests = await ctx.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, "mail-digest"), sql`${jobs.payload}->>'userId' = ${student.id}`));
    expect(digests).toHaveLength(1);
    expect(digests[0]!.runAt.getTime()).toBeGreaterThan(Date.now());

    // The hour ends: one mail for the four, with their titles, and nothing held any more.
    await ctx.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.id, digests[0]!.id));
    await runJobs(ctx);
    const [digest, ...more] = mailsTo(student.email).slice(3);
    expect(more).toEqual([]);
    expect(digest?.subject).toBe(copy.heldDigest(4, copy.kinds["submission-graded"]));
    expect(digest?.text).toContain(copy.submissionGraded(world.assignment.title));
    expect(digest?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const after = await ctx.db.select().from(notifications).where(eq(notifications.userId, student.id));
    expect(after.filter((row) => row.emailStatus === "held")).toEqual([]);
    expect(after.filter((row) => row.emailStatus === "digested")).toHaveLength(4);
  });

  it("counts each kind and each user apart, and sends no digest to a user who switched the kind off", async () => {
    const world = await classWithSubmissions(ctx, 2);
    const [first, second] = world.students as [(typeof world.students)[0], (typeof world.students)[0]];
    for (let score = 1; score <= 4; score++) {
      await gradingCalls(ctx).grade(world.teacher, world.submissions[0]!.id, { score });
      await gradingCalls(ctx).grade(world.teacher, world.submissions[1]!.id, { score });
    }
    await runJobs(ctx);
    expect(mailsTo(first.email)).toHaveLength(3);
    expect(mailsTo(second.email)).toHaveLength(3);
    await optOut(ctx.db, second, "submission-graded");
    await ctx.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.kind, "mail-digest"));
    await runJobs(ctx);
    expect(mailsTo(first.email)).toHaveLength(4);
    expect(mailsTo(second.email)).toHaveLength(3);
  });
});
