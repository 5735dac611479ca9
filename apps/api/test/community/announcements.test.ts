import { messages } from "@classwise/shared";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runDueJobs } from "../../src/jobs/worker.js";
import { FAN_OUT_BATCH } from "../../src/modules/announcements/fan-out.js";
import { notificationJobHandlers } from "../../src/modules/notifications/job-handlers.js";
import { enrolDirectly } from "../enrolments/support.js";
import { createClass, createTestApp, createUser, type TestContext, type TestUser } from "../helpers/index.js";
import { captureMail, deliveriesOf, optOut } from "../notifications/support.js";
import { communityCalls, deliveryCounts, enrolMany } from "./support.js";

describe("announcements", () => {
  let ctx: TestContext;
  let calls: ReturnType<typeof communityCalls>;
  let teacher: TestUser;
  const log = pino({ level: "silent" });

  beforeAll(async () => {
    ctx = await createTestApp();
    calls = communityCalls(ctx);
    teacher = await createUser(ctx, { role: "teacher" });
  });
  afterAll(async () => ctx.close());

  const runJobs = async (mail = captureMail()) => {
    const context = { db: ctx.db, config: ctx.config, log };
    while ((await runDueJobs(context, notificationJobHandlers(mail))) > 0);
    return mail;
  };

  it("lets the class's teacher post, and enrolled students, the teacher and admins read newest first", async () => {
    const item = await createClass(ctx, teacher);
    const student = await createUser(ctx);
    const stranger = await createUser(ctx);
    const otherTeacher = await createUser(ctx, { role: "teacher" });
    const admin = await createUser(ctx, { role: "admin" });
    await enrolDirectly(ctx.db, item.id, student.id);

    const first = await calls.announce(item.id, teacher, { title: "Welcome", body: "Glad you are here." });
    expect(first.statusCode, first.body).toBe(201);
    const second = await calls.announce(item.id, teacher, { title: "Week two", body: "New lessons are up." });
    expect(second.statusCode).toBe(201);

    for (const reader of [student, teacher, admin]) {
      const page = await calls.announcements(item.id, reader);
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json()).toMatchObject({ totalAnnouncements: 2, totalPages: 1 });
      expect(page.json().announcements.map((a: { title: string }) => a.title)).toEqual(["Week two", "Welcome"]);
    }
    expect((await calls.announcements(item.id, stranger)).statusCode).toBe(403);
    expect((await calls.announcements(item.id, stranger)).json().message).toBe(messages.announcements.notEnrolled);
    expect((await calls.announcements(item.id, null)).statusCode).toBe(401);
    expect((await calls.announcements("missing-class", student)).statusCode).toBe(404);

    // Only the class's own teacher posts: another teacher gets 404, a student 403 (no permission).
    expect((await calls.announce(item.id, otherTeacher, { title: "Hijack", body: "x" })).statusCode).toBe(404);
    expect((await calls.announce(item.id, student, { title: "Hello", body: "x" })).statusCode).toBe(403);
    expect((await calls.announce(item.id, admin, { title: "Hello", body: "x" })).statusCode).toBe(403);
  });

  it("refuses bad input with 400 and a class that is not approved with 422", async () => {
    const item = await createClass(ctx, teacher);
    const short = await calls.announce(item.id, teacher, { title: "Hi", body: "x" });
    expect(short.statusCode).toBe(400);
    expect(short.json().fieldErrors.title).toEqual([messages.announcements.titleLength]);
    const empty = await calls.announce(item.id, teacher, { title: "Hello there", body: "   " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors.body).toEqual([messages.announcements.bodyRequired]);
    const pending = await createClass(ctx, teacher, { status: "pending" });
    expect((await calls.announce(pending.id, teacher, { title: "Too early", body: "x" })).statusCode).toBe(422);
  });

  it("tells each enrolled student once in the app and by email, skipping those who switched it off", async () => {
    const item = await createClass(ctx, teacher, { title: "Announced class" });
    const told = await createUser(ctx);
    const quiet = await createUser(ctx);
    await enrolDirectly(ctx.db, item.id, told.id);
    await enrolDirectly(ctx.db, item.id, quiet.id);
    await optOut(ctx.db, quiet, "announcement");
    const posted = await calls.announce(item.id, teacher, { title: "Exam on Friday", body: "Bring a pen." });
    const mail = await runJobs();

    const delivered = await deliveriesOf(ctx.db, told.id, "announcement");
    expect(delivered.notifications.map((n) => [n.title, n.body])).toEqual([
      [messages.announcements.notification("Announced class"), "Exam on Friday"],
    ]);
    expect(delivered.notifications[0]?.link).toBe(`/student-dashboard/my-enroll-class/${item.id}`);
    expect(delivered.mails).toHaveLength(1);
    expect(mail.sent.filter((m) => m.to === told.email)).toHaveLength(1);
    expect((await deliveriesOf(ctx.db, quiet.id, "announcement")).notifications).toHaveLength(0);
    expect(mail.sent.filter((m) => m.to === quiet.email)).toHaveLength(0);
    const counts = await deliveryCounts(ctx.db, posted.json().announcement._id, "Announced class");
    expect(counts).toMatchObject({ deliveries: 2, notifications: 1, emails: 1 });
  });

  it("fans out to a few thousand students in batches, exactly once with workers racing", async () => {
    const total = FAN_OUT_BATCH * 2 + 500;
    const item = await createClass(ctx, teacher, { title: "Crowded class" });
    await enrolMany(ctx.db, item.id, total, `crowd-${item.id.slice(0, 8)}`);
    const posted = await calls.announce(item.id, teacher, { title: "Hello everyone", body: "Welcome!" });
    expect(posted.statusCode).toBe(201);
    const context = { db: ctx.db, config: ctx.config, log };
    // Workers race over the batch jobs; the email jobs they queue are counted (sending them is the queue's own
    // once-only rule, tested with the notifications).
    const fanOut = notificationJobHandlers(captureMail())["announcement-fan-out"];
    if (!fanOut) throw new Error("no fan-out handler");
    const handlers = { "announcement-fan-out": fanOut };
    const worker = async () => {
      for (let round = 0; round < 40; round++) if ((await runDueJobs(context, handlers)) === 0) return;
    };
    await Promise.all([worker(), worker(), worker()]);
    await worker();
    const counts = await deliveryCounts(ctx.db, posted.json().announcement._id, "Crowded class");
    expect(counts).toEqual({
      deliveries: total,
      students: total,
      notifications: total,
      notified: total,
      emails: total,
    });
  }, 120_000);
});
