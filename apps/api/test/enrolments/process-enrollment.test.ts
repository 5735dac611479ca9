import { classes, sandboxIntents } from "@classwise/db/schema";
import { messages } from "@classwise/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClass, createTestApp, createUser, type TestContext, type TestUser } from "../helpers/index.js";
import { DECLINED_CARD, enrolledCountOf, enrolmentsOf, payFor, paymentCalls, paymentsOf } from "./support.js";

describe("POST /api/process-enrollment", () => {
  let ctx: TestContext;
  let teacher: TestUser;
  let calls: ReturnType<typeof paymentCalls>;

  beforeAll(async () => {
    ctx = await createTestApp();
    teacher = await createUser(ctx, { role: "teacher" });
    calls = paymentCalls(ctx);
  });
  afterAll(async () => ctx.close());

  async function paidClass(options: { enrolledCount?: number } = {}) {
    const student = await createUser(ctx);
    const item = await createClass(ctx, teacher, { priceCents: 4500, enrolledCount: options.enrolledCount ?? 3 });
    const intentId = await payFor(ctx, student, item.id);
    return { student, item, intentId };
  }

  async function expectNotEnrolled(classId: string, count: number) {
    expect(await enrolmentsOf(ctx.db, classId)).toHaveLength(0);
    expect(await enrolledCountOf(ctx.db, classId)).toBe(count);
  }

  it("enrols the student after a successful payment, in one step", async () => {
    const { student, item, intentId } = await paidClass();
    const before = (await ctx.db.select().from(classes).where(eq(classes.id, item.id)))[0];
    const res = await calls.process(student, intentId, item.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: messages.enrolment.enrolled });
    const rows = await enrolmentsOf(ctx.db, item.id);
    expect(rows).toHaveLength(1);
    const [payment] = await paymentsOf(ctx.db, item.id);
    expect(payment?.status).toBe("succeeded");
    expect(rows[0]).toMatchObject({ studentId: student.id, paymentId: payment?.id });
    const after = (await ctx.db.select().from(classes).where(eq(classes.id, item.id)))[0];
    expect(await enrolledCountOf(ctx.db, item.id)).toBe(4);
    expect(after?.updatedAt.toISOString()).toBe(before?.updatedAt.toISOString());
    // the class page now knows
    const details = await ctx.app.inject({ method: "GET", url: `/api/classes/${item.id}`, headers: student.headers });
    expect(details.json().class).toMatchObject({ isEnrolled: true, enrolledCount: 4 });
  });

  it("answers replays with the same success and enrols once", async () => {
    const { student, item, intentId } = await paidClass();
    expect((await calls.process(student, intentId, item.id)).statusCode).toBe(200);
    const replay = await calls.process(student, intentId, item.id);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toMatchObject({ success: true, alreadyEnrolled: true });
    expect(await enrolmentsOf(ctx.db, item.id)).toHaveLength(1);
    expect(await enrolledCountOf(ctx.db, item.id)).toBe(4);
  });

  it("enrols exactly once under 10 parallel calls", async () => {
    const { student, item, intentId } = await paidClass({ enrolledCount: 7 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => calls.process(student, intentId, item.id)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.filter((res) => !res.json().alreadyEnrolled)).toHaveLength(1);
    expect(await enrolmentsOf(ctx.db, item.id)).toHaveLength(1);
    expect(await enrolledCountOf(ctx.db, item.id)).toBe(8);
  });

  it("refuses an intent that has not succeeded with 402", async () => {
    const student = await createUser(ctx);
    const item = await createClass(ctx, teacher, { enrolledCount: 0 });
    const { paymentIntentId } = (await calls.createIntent(student, { classId: item.id })).json();
    const unpaid = await calls.process(student, paymentIntentId, item.id);
    expect(unpaid.statusCode).toBe(402);
    expect(unpaid.json()).toMatchObject({ code: "PAYMENT_REQUIRED", message: messages.enrolment.paymentNotCompleted });
    expect((await calls.confirm(student, paymentIntentId, { number: DECLINED_CARD })).statusCode).toBe(402);
    expect((await calls.process(student, paymentIntentId, item.id)).statusCode).toBe(402);
    await expectNotEnrolled(item.id, 0);
  });

  it("answers another student's payment like a missing one", async () => {
    const { item, intentId } = await paidClass();
    const thief = await createUser(ctx);
    const res = await calls.process(thief, intentId, item.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(messages.enrolment.paymentNotFound);
    await expectNotEnrolled(item.id, 3);
    expect((await calls.process(thief, "pi_sbnothing", item.id)).statusCode).toBe(404);
    expect((await calls.process(null, intentId, item.id)).statusCode).toBe(401);
  });

  it("refuses a payment made for another class", async () => {
    const { student, item, intentId } = await paidClass();
    const other = await createClass(ctx, teacher, { enrolledCount: 0 });
    const res = await calls.process(student, intentId, other.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(messages.enrolment.paymentClassMismatch);
    await expectNotEnrolled(other.id, 0);
    await expectNotEnrolled(item.id, 3);
  });

  it("refuses an intent whose amount differs from the recorded price", async () => {
    const { student, item, intentId } = await paidClass();
    await ctx.db.update(sandboxIntents).set({ amountCents: 1 }).where(eq(sandboxIntents.id, intentId));
    const res = await calls.process(student, intentId, item.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(messages.enrolment.paymentAmountMismatch);
    await expectNotEnrolled(item.id, 3);
  });

  it("refuses an intent whose metadata names another class or student", async () => {
    const { student, item, intentId } = await paidClass();
    const other = await createUser(ctx);
    await ctx.db
      .update(sandboxIntents)
      .set({ metadata: { classId: item.id, studentUid: other.id } })
      .where(eq(sandboxIntents.id, intentId));
    expect((await calls.process(student, intentId, item.id)).statusCode).toBe(404);
    await ctx.db
      .update(sandboxIntents)
      .set({ metadata: { classId: "another-class", studentUid: student.id } })
      .where(eq(sandboxIntents.id, intentId));
    expect((await calls.process(student, intentId, item.id)).statusCode).toBe(422);
    await expectNotEnrolled(item.id, 3);
  });

  it("honours the price paid even if the teacher changed it afterwards", async () => {
    const { student, item, intentId } = await paidClass();
    await ctx.db.update(classes).set({ priceCents: 9900 }).where(eq(classes.id, item.id));
    expect((await calls.process(student, intentId, item.id)).statusCode).toBe(200);
    expect(await enrolmentsOf(ctx.db, item.id)).toHaveLength(1);
  });

  it("enrols a student who paid but never came back, on their next visit to the payment page", async () => {
    const { student, item } = await paidClass();
    const res = await calls.createIntent(student, { classId: item.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(messages.enrolment.alreadyEnrolled);
    expect(await enrolmentsOf(ctx.db, item.id)).toHaveLength(1);
    expect(await enrolledCountOf(ctx.db, item.id)).toBe(4);
  });
});
