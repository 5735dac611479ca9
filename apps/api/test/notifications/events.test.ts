import { isAppRoute, messages } from "@classwise/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enrolDirectly, payFor, paymentCalls } from "../enrolments/support.js";
import { classWithSubmissions, gradingCalls } from "../grading/support.js";
import { createClass, createTestApp, createUser, type TestContext } from "../helpers/index.js";
import { createApplication } from "../teacher-applications/support.js";
import { deliveriesOf, optOut } from "./support.js";

const inTwoDays = () => new Date(Date.now() + 2 * 24 * 3600 * 1000).toISOString();

describe("every event writes exactly one notification and queues one mail per recipient, none when opted out", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  const patch = (url: string, headers: object, payload: object) =>
    ctx.app.inject({ method: "PATCH", url, headers: headers as Record<string, string>, payload });

  it("teacher application approved or rejected", async () => {
    const admin = await createUser(ctx, { role: "admin" });
    const approvedUser = await createUser(ctx);
    const rejectedUser = await createUser(ctx);
    const quiet = await createUser(ctx);
    await optOut(ctx.db, quiet, "application-reviewed");
    const approve = await createApplication(ctx, approvedUser);
    const reject = await createApplication(ctx, rejectedUser);
    const silent = await createApplication(ctx, quiet);
    expect(
      (await patch(`/api/teacher-applications/${approve.id}`, admin.headers, { status: "approved" })).statusCode,
    ).toBe(200);
    expect(
      (await patch(`/api/teacher-applications/${reject.id}`, admin.headers, { status: "rejected" })).statusCode,
    ).toBe(200);
    expect(
      (await patch(`/api/teacher-applications/${silent.id}`, admin.headers, { status: "approved" })).statusCode,
    ).toBe(200);
    // A second review is refused (409) and tells nobody again.
    expect(
      (await patch(`/api/teacher-applications/${approve.id}`, admin.headers, { status: "rejected" })).statusCode,
    ).toBe(409);

    const approved = await deliveriesOf(ctx.db, approvedUser.id, "application-reviewed");
    expect(approved.notifications).toHaveLength(1);
    expect(approved.mails).toHaveLength(1);
    expect(approved.notifications[0]).toMatchObject({
      title: messages.notifications.applicationApproved,
      link: "/teacher-dashboard",
      readAt: null,
    });
    const rejected = await deliveriesOf(ctx.db, rejectedUser.id, "application-reviewed");
    expect(rejected.notifications.map((n) => n.title)).toEqual([messages.notifications.applicationRejected]);
    expect(rejected.mails).toHaveLength(1);
    const silenced = await deliveriesOf(ctx.db, quiet.id, "application-reviewed");
    expect(silenced).toEqual({ notifications: [], mails: [] });
  });

  it("class approved or rejected", async () => {
    const admin = await createUser(ctx, { role: "admin" });
    const teacher = await createUser(ctx, { role: "teacher" });
    const good = await createClass(ctx, teacher, { status: "pending", title: "Good class" });
    const bad = await createClass(ctx, teacher, { status: "pending", title: "Bad class" });
    expect((await patch(`/api/classes/${good.id}`, admin.headers, { status: "approved" })).statusCode).toBe(200);
    expect((await patch(`/api/classes/${bad.id}`, admin.headers, { status: "rejected" })).statusCode).toBe(200);
    const told = await deliveriesOf(ctx.db, teacher.id, "class-reviewed");
    expect(told.notifications.map((n) => n.title).sort()).toEqual(
      [messages.notifications.classApproved("Good class"), messages.notifications.classRejected("Bad class")].sort(),
    );
    expect(told.mails).toHaveLength(2);
    expect(told.notifications.find((n) => n.title.includes("Good"))?.link).toBe(
      `/teacher-dashboard/my-classes/${good.id}`,
    );
  });

  it("payment receipt, once even when the enrolment is processed twice", async () => {
    const teacher = await createUser(ctx, { role: "teacher" });
    const item = await createClass(ctx, teacher, { priceCents: 2500, title: "Paid class" });
    const student = await createUser(ctx);
    const intent = await payFor(ctx, student, item.id);
    const calls = paymentCalls(ctx);
    expect((await calls.process(student, intent, item.id)).statusCode).toBe(200);
    expect((await calls.process(student, intent, item.id)).statusCode).toBe(200);
    const told = await deliveriesOf(ctx.db, student.id, "payment-receipt");
    expect(told.notifications).toHaveLength(1);
    expect(told.mails).toHaveLength(1);
    expect(told.notifications[0]).toMatchObject({
      title: messages.notifications.paymentReceipt("Paid class"),
      body: messages.notifications.paymentReceiptBody("$25.00"),
      // The receipt page of the payment (docs/payments.md "Receipts and payment history").
      link: expect.stringMatching(/^\/receipts\/[0-9a-f-]{36}$/),
    });

    const quiet = await createUser(ctx);
    await optOut(ctx.db, quiet, "payment-receipt");
    const quietIntent = await payFor(ctx, quiet, item.id);
    expect((await calls.process(quiet, quietIntent, item.id)).statusCode).toBe(200);
    expect(await deliveriesOf(ctx.db, quiet.id, "payment-receipt")).toEqual({ notifications: [], mails: [] });
  });

  it("new assignment: each enrolled student once, nobody else, not the opted-out", async () => {
    const teacher = await createUser(ctx, { role: "teacher" });
    const item = await createClass(ctx, teacher, { title: "Drawing" });
    const [a, b, quiet, outsider] = [
      await createUser(ctx),
      await createUser(ctx),
      await createUser(ctx),
      await createUser(ctx),
    ];
    for (const s of [a, b, quiet]) await enrolDirectly(ctx.db, item.id, s.id);
    await optOut(ctx.db, quiet, "new-assignment");
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/assignments",
      headers: teacher.headers,
      payload: { classId: item.id, title: "Sketch a hand", description: "Ten minutes.", deadline: inTwoDays() },
    });
    expect(res.statusCode, res.body).toBe(201);
    for (const student of [a, b]) {
      const told = await deliveriesOf(ctx.db, student.id, "new-assignment");
      expect(told.notifications).toHaveLength(1);
      expect(told.mails).toHaveLength(1);
      expect(told.notifications[0]?.title).toBe(messages.notifications.newAssignment("Drawing"));
      expect(told.notifications[0]?.body).toContain("Sketch a hand");
    }
    expect((await deliveriesOf(ctx.db, quiet.id, "new-assignment")).notifications).toHaveLength(0);
    expect((await deliveriesOf(ctx.db, outsider.id, "new-assignment")).notifications).toHaveLength(0);
    expect((await deliveriesOf(ctx.db, teacher.id, "new-assignment")).notifications).toHaveLength(0);
  });

  it("submission graded: the student once per grade, nobody on a refused grade", async () => {
    const world = await classWithSubmissions(ctx, 2);
    const calls = gradingCalls(ctx);
    await optOut(ctx.db, world.students[1]!, "submission-graded");
    expect((await calls.grade(world.teacher, world.submissions[0]!.id, { score: 81 })).statusCode).toBe(200);
    expect((await calls.grade(world.teacher, world.submissions[1]!.id, { score: 60 })).statusCode).toBe(200);
    const other = await createUser(ctx, { role: "teacher" });
    expect((await calls.grade(other, world.submissions[0]!.id, { score: 1 })).statusCode).toBe(404);
    const told = await deliveriesOf(ctx.db, world.students[0]!.id, "submission-graded");
    expect(told.notifications).toHaveLength(1);
    expect(told.mails).toHaveLength(1);
    expect(told.notifications[0]).toMatchObject({
      title: messages.notifications.submissionGraded(world.assignment.title),
      body: messages.notifications.submissionGradedBody(81),
    });
    expect(await deliveriesOf(ctx.db, world.students[1]!.id, "submission-graded")).toEqual({
      notifications: [],
      mails: [],
    });
  });

  it("links every notification to a page of the web app", async () => {
    const rows = await ctx.db.query.notifications.findMany();
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) expect(isAppRoute(row.link), row.link).toBe(true);
  });
});
