import { classes, sandboxIntents } from "@classwise/db/schema";
import { messages } from "@classwise/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClass, createTestApp, createUser, type TestContext, type TestUser } from "../helpers/index.js";
import { enrolDirectly, paymentCalls, paymentsOf } from "./support.js";

describe("POST /api/create-payment-intent", () => {
  let ctx: TestContext;
  let teacher: TestUser;
  let admin: TestUser;
  let calls: ReturnType<typeof paymentCalls>;

  beforeAll(async () => {
    ctx = await createTestApp();
    teacher = await createUser(ctx, { role: "teacher" });
    admin = await createUser(ctx, { role: "admin" });
    calls = paymentCalls(ctx);
  });
  afterAll(async () => ctx.close());

  it("asks visitors to sign in", async () => {
    const item = await createClass(ctx, teacher);
    const res = await calls.createIntent(null, { classId: item.id });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: "UNAUTHORIZED" });
    expect(await paymentsOf(ctx.db, item.id)).toHaveLength(0);
  });

  it("prices the class from the database and ignores amount and studentUid in the body", async () => {
    const student = await createUser(ctx);
    const other = await createUser(ctx);
    const item = await createClass(ctx, teacher, { priceCents: 2599 });
    const res = await calls.createIntent(student, { classId: item.id, amount: 0.01, studentUid: other.id });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: messages.enrolment.intentCreated, amount: 25.99 });
    expect(body.clientSecret).toMatch(new RegExp(`^${body.paymentIntentId}_secret_`));
    const [payment] = await paymentsOf(ctx.db, item.id);
    expect(payment).toMatchObject({
      provider: "sandbox",
      providerIntentId: body.paymentIntentId,
      studentId: student.id,
      amountCents: 2599,
      currency: "usd",
      status: "created",
    });
    const [intent] = await ctx.db.select().from(sandboxIntents).where(eq(sandboxIntents.id, body.paymentIntentId));
    expect(intent).toMatchObject({ amountCents: 2599, metadata: { classId: item.id, studentUid: student.id } });
  });

  it("returns the same open intent on repeated calls instead of creating new ones", async () => {
    const student = await createUser(ctx);
    const item = await createClass(ctx, teacher);
    const answers = await Promise.all([1, 2, 3].map(() => calls.createIntent(student, { classId: item.id })));
    const again = await calls.createIntent(student, { classId: item.id });
    const ids = new Set([...answers, again].map((res) => res.json().paymentIntentId));
    expect(ids.size).toBe(1);
    expect(await paymentsOf(ctx.db, item.id)).toHaveLength(1);
  });

  it("creates a new intent at the new price after the teacher changes it", async () => {
    const student = await createUser(ctx);
    const item = await createClass(ctx, teacher, { priceCents: 1000 });
    const first = (await calls.createIntent(student, { classId: item.id })).json();
    await ctx.db.update(classes).set({ priceCents: 1500 }).where(eq(classes.id, item.id));
    const second = (await calls.createIntent(student, { classId: item.id })).json();
    expect(second.paymentIntentId).not.toBe(first.paymentIntentId);
    expect(second.amount).toBe(15);
  });

  it("refuses the class's own teacher with 422", async () => {
    const item = await createClass(ctx, teacher);
    const res = await calls.createIntent(teacher, { classId: item.id });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: "BUSINESS_RULE", message: messages.enrolment.ownClass });
  });

  it.each(["pending", "rejected"] as const)("answers 404 for a %s class (422 for an admin)", async (status) => {
    const student = await createUser(ctx);
    const item = await createClass(ctx, teacher, { status });
    expect((await calls.createIntent(student, { classId: item.id })).statusCode).toBe(404);
    const asAdmin = await calls.createIntent(admin, { classId: item.id });
    expect(asAdmin.statusCode).toBe(422);
    expect(asAdmin.json().message).toBe(messages.enrolment.classNotOpen);
    expect(await paymentsOf(ctx.db, item.id)).toHaveLength(0);
  });

  it("answers 404 for a deleted or missing class", async () => {
    const student = await createUser(ctx);
    const item = await createClass(ctx, teacher);
    await ctx.db.update(classes).set({ deletedAt: new Date() }).where(eq(classes.id, item.id));
    expect((await calls.createIntent(student, { classId: item.id })).statusCode).toBe(404);
    expect((await calls.createIntent(student, { classId: "no-such-class" })).statusCode).toBe(404);
  });

  it("answers 409 to a student already enrolled", async () => {
    const student = await createUser(ctx);
    const item = await createClass(ctx, teacher);
    await enrolDirectly(ctx.db, item.id, student.id);
    const res = await calls.createIntent(student, { classId: item.id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: "CONFLICT", message: messages.enrolment.alreadyEnrolled });
  });

  it("lets a teacher or an admin buy someone else's class", async () => {
    const otherTeacher = await createUser(ctx, { role: "teacher" });
    const item = await createClass(ctx, teacher);
    expect((await calls.createIntent(otherTeacher, { classId: item.id })).statusCode).toBe(200);
    expect((await calls.createIntent(admin, { classId: item.id })).statusCode).toBe(200);
  });

  it("rejects a missing classId with 400", async () => {
    const student = await createUser(ctx);
    const res = await calls.createIntent(student, { amount: 10 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: "VALIDATION_FAILED" });
  });
});
