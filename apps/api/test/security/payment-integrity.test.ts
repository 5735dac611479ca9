import { payments, sandboxIntents } from "@classwise/db/schema";
import { messages } from "@classwise/shared";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStripeStandIn } from "../enrolments/stripe-stand-in.js";
import { enrolledCountOf, enrolmentsOf, paymentCalls, paymentsOf } from "../enrolments/support.js";
import { createClass, createTestApp, createUser, type TestContext, type TestUser } from "../helpers/index.js";

type ClassRow = Awaited<ReturnType<typeof createClass>>;

function contentOf(item: ClassRow, priceCents: number) {
  return { title: item.title, price: priceCents / 100, description: item.description, image: item.image };
}

describe("payment intents are tied to the price and state of their class (issue 9 item 4), sandbox", () => {
  let ctx: TestContext;
  let teacher: TestUser;
  let calls: ReturnType<typeof paymentCalls>;
  beforeAll(async () => {
    ctx = await createTestApp();
    teacher = await createUser(ctx, { role: "teacher" });
    calls = paymentCalls(ctx);
  });
  afterAll(async () => ctx.close());

  const updatePrice = (item: ClassRow, priceCents: number) =>
    ctx.app.inject({
      method: "PATCH",
      url: `/api/classes/${item.id}/content`,
      headers: teacher.headers,
      payload: contentOf(item, priceCents),
    });

  it("an intent created at $10 cannot be paid once the price is $500; a new intent asks $500", async () => {
    const item = await createClass(ctx, teacher, { priceCents: 1000 });
    const student = await createUser(ctx);
    const old = (await calls.createIntent(student, { classId: item.id })).json().paymentIntentId as string;
    expect((await updatePrice(item, 50_000)).statusCode).toBe(200);
    const confirm = await calls.confirm(student, old);
    expect(confirm.statusCode).toBe(422);
    expect((await calls.process(student, old, item.id)).statusCode).toBe(402);
    expect((await paymentsOf(ctx.db, item.id))[0]?.status).toBe("canceled");
    const fresh = await calls.createIntent(student, { classId: item.id });
    expect(fresh.json()).toMatchObject({ amount: 500 });
    expect(fresh.json().paymentIntentId).not.toBe(old);
    expect(await enrolmentsOf(ctx.db, item.id)).toHaveLength(0);
  });

  it("an intent created before the class was deleted cannot be paid", async () => {
    const item = await createClass(ctx, teacher);
    const student = await createUser(ctx);
    const intent = (await calls.createIntent(student, { classId: item.id })).json().paymentIntentId as string;
    const deleted = await ctx.app.inject({
      method: "DELETE",
      url: `/api/classes/${item.id}`,
      headers: teacher.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await calls.confirm(student, intent)).statusCode).toBe(422);
    expect((await calls.process(student, intent, item.id)).statusCode).toBe(402);
    expect(await enrolmentsOf(ctx.db, item.id)).toHaveLength(0);
  });

  it("a payment made before the price changed is honoured", async () => {
    const item = await createClass(ctx, teacher, { priceCents: 1500 });
    const student = await createUser(ctx);
    const intent = (await calls.createIntent(student, { classId: item.id })).json().paymentIntentId as string;
    expect((await calls.confirm(student, intent)).statusCode).toBe(200);
    expect((await updatePrice(item, 3000)).statusCode).toBe(200);
    const processed = await calls.process(student, intent, item.id);
    expect(processed.statusCode, processed.body).toBe(200);
    expect(await enrolmentsOf(ctx.db, item.id)).toHaveLength(1);
  });

  it("never charges twice for one enrolment: a second captured payment is refunded", async () => {
    const item = await createClass(ctx, teacher, { priceCents: 2000 });
    const student = await createUser(ctx);
    const first = (await calls.createIntent(student, { classId: item.id })).json().paymentIntentId as string;
    // A second intent for the same class, as two tabs could hold before this was fixed.
    const second = await ctx.app.providers.payments.createIntent({
      amountCents: 2000,
      currency: "usd",
      metadata: { classId: item.id, studentUid: student.id },
      idempotencyKey: `second-tab:${student.id}`,
    });
    await ctx.db.insert(payments).values({
      provider: "sandbox",
      providerIntentId: second.id,
      classId: item.id,
      studentId: student.id,
      amountCents: 2000,
      currency: "usd",
    });
    for (const intent of [first, second.id]) expect((await calls.confirm(student, intent)).statusCode).toBe(200);
    expect((await calls.process(student, first, item.id)).json()).toMatchObject({
      message: messages.enrolment.enrolled,
    });
    const again = await calls.process(student, second.id, item.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ alreadyEnrolled: true, message: messages.enrolment.duplicatePaymentRefunded });
    expect(await enrolmentsOf(ctx.db, item.id)).toHaveLength(1);
    expect(await enrolledCountOf(ctx.db, item.id)).toBe(1);
    const rows = await paymentsOf(ctx.db, item.id);
    expect(rows.find((row) => row.providerIntentId === second.id)?.status).toBe("refunded");
    const [sandbox] = await ctx.db.select().from(sandboxIntents).where(eq(sandboxIntents.id, second.id));
    expect(sandbox?.refundedAt).toBeInstanceOf(Date);
  });

  it("a free class enrols without a card, once", async () => {
    const item = await createClass(ctx, teacher, { priceCents: 0 });
    const student = await createUser(ctx);
    const res = await calls.createIntent(student, { classId: item.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: messages.enrolment.enrolled, enrolled: true, amount: 0 });
    expect(await enrolmentsOf(ctx.db, item.id)).toHaveLength(1);
    expect(await enrolledCountOf(ctx.db, item.id)).toBe(1);
    expect(await paymentsOf(ctx.db, item.id)).toHaveLength(0);
    expect((await calls.createIntent(student, { classId: item.id })).statusCode).toBe(409);
  });

  it("refuses prices the card processor cannot charge ($0.01 to $0.49), when set and when bought", async () => {
    const legacy = await createClass(ctx, teacher, { priceCents: 25 });
    const student = await createUser(ctx);
    const res = await calls.createIntent(student, { classId: legacy.id });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(messages.enrolment.priceBelowCardMinimum);
    expect(await paymentsOf(ctx.db, legacy.id)).toHaveLength(0);
    const create = (price: number) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/classes",
        headers: teacher.headers,
        payload: { title: "Cheap class", price, description: "About it", image: "/uploads/demo/class-1.webp" },
      });
    const cheap = await create(0.25);
    expect(cheap.statusCode).toBe(400);
    expect(cheap.json().message).toContain(messages.validation.priceBelowCardMinimum);
    expect((await create(0.5)).statusCode).toBe(201);
    expect((await create(0)).statusCode).toBe(201);
  });
});

describe("payment intents in Stripe mode (issue 9 item 4)", () => {
  const WEBHOOK_SECRET = "whsec_integrity_tests";
  const signer = new Stripe("sk_test_signer_only");
  let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
  let ctx: TestContext;
  let teacher: TestUser;
  let calls: ReturnType<typeof paymentCalls>;
  beforeAll(async () => {
    standIn = await startStripeStandIn();
    ctx = await createTestApp({
      payments: {
        provider: "stripe",
        stripe: {
          secretKey: "sk_test_stand_in",
          publishableKey: "pk_test_stand_in",
          webhookSecret: WEBHOOK_SECRET,
          host: "127.0.0.1",
          port: standIn.port,
          protocol: "http",
        },
      },
    });
    teacher = await createUser(ctx, { role: "teacher" });
    calls = paymentCalls(ctx);
  });
  afterAll(async () => {
    await ctx.close();
    await standIn.close();
  });

  const succeeded = (intent: object) => {
    const payload = JSON.stringify({
      id: `evt_${Math.random().toString(36).slice(2)}`,
      object: "event",
      type: "payment_intent.succeeded",
      created: Math.floor(Date.now() / 1000),
      data: { object: intent },
    });
    return ctx.app.inject({
      method: "POST",
      url: "/api/webhooks/stripe",
      headers: {
        "content-type": "application/json",
        "stripe-signature": signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
      payload,
    });
  };

  it("cancels the intent at Stripe when the price changes, and refunds it if it is paid anyway", async () => {
    const item = await createClass(ctx, teacher, { priceCents: 1000 });
    const student = await createUser(ctx);
    const intentId = (await calls.createIntent(student, { classId: item.id })).json().paymentIntentId as string;
    const update = await ctx.app.inject({
      method: "PATCH",
      url: `/api/classes/${item.id}/content`,
      headers: teacher.headers,
      payload: contentOf(item, 50_000),
    });
    expect(update.statusCode).toBe(200);
    expect(standIn.intents.get(intentId)?.status).toBe("canceled");
    // Paid regardless (a payment racing the cancellation): it cannot enrol, so it is refunded.
    standIn.setStatus(intentId, "succeeded");
    const processed = await calls.process(student, intentId, item.id);
    expect(processed.statusCode).toBe(422);
    expect(processed.json().message).toBe(messages.enrolment.stalePaymentRefunded);
    expect(standIn.refunds.map((refund) => refund.payment_intent)).toContain(intentId);
    expect(await enrolmentsOf(ctx.db, item.id)).toHaveLength(0);
    expect((await paymentsOf(ctx.db, item.id))[0]?.status).toBe("refunded");
  });

  it("refunds a second capture for an enrolment that exists (webhook), and enrols once", async () => {
    const item = await createClass(ctx, teacher, { priceCents: 1200 });
    const student = await createUser(ctx);
    const first = (await calls.createIntent(student, { classId: item.id })).json().paymentIntentId as string;
    const second = await ctx.app.providers.payments.createIntent({
      amountCents: 1200,
      currency: "usd",
      metadata: { classId: item.id, studentUid: student.id },
      idempotencyKey: `second-tab:${student.id}`,
    });
    await ctx.db.insert(payments).values({
      provider: "stripe",
      providerIntentId: second.id,
      classId: item.id,
      studentId: student.id,
      amountCents: 1200,
      currency: "usd",
    });
    expect((await succeeded(standIn.setStatus(first, "succeeded"))).statusCode).toBe(200);
    expect((await succeeded(standIn.setStatus(second.id, "succeeded"))).statusCode).toBe(200);
    expect(await enrolmentsOf(ctx.db, item.id)).toHaveLength(1);
    expect(await enrolledCountOf(ctx.db, item.id)).toBe(1);
    expect(standIn.refunds.map((refund) => refund.payment_intent)).toEqual(expect.arrayContaining([second.id]));
    expect(standIn.refunds.map((refund) => refund.payment_intent)).not.toContain(first);
  });
});
