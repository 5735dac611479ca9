import { payments, refunds } from "@classwise/db/schema";
import { messages } from "@classwise/shared";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Config } from "../../src/config.js";
import { startStripeStandIn } from "../enrolments/stripe-stand-in.js";
import { enrolmentsOf, paymentCalls } from "../enrolments/support.js";
import { createClass, createTestApp, createUser, type TestContext, type TestUser } from "../helpers/index.js";
import { paymentApi, refundsOf } from "./support.js";

const WEBHOOK_SECRET = "whsec_test_secret_for_refunds";
const signer = new Stripe("sk_test_signer_only");

describe("refunds through Stripe (a local stand-in) and its refund webhooks", () => {
  let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
  let ctx: TestContext;
  let teacher: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    const stripe: Partial<Config> = {
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
    };
    ctx = await createTestApp(stripe);
    teacher = await createUser(ctx, { role: "teacher" });
    admin = await createUser(ctx, { role: "admin" });
  });
  afterAll(async () => {
    await ctx.close();
    await standIn.close();
  });

  async function paidEnrolment() {
    const student = await createUser(ctx);
    const item = await createClass(ctx, teacher, { priceCents: 2900 });
    const calls = paymentCalls(ctx);
    const created = await calls.createIntent(student, { classId: item.id });
    const intentId = created.json().paymentIntentId as string;
    standIn.setStatus(intentId, "succeeded");
    expect((await calls.process(student, intentId, item.id)).statusCode).toBe(200);
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.providerIntentId, intentId));
    if (!payment) throw new Error("no payment");
    return { student, item, intentId, paymentId: payment.id };
  }

  function webhook(event: object, secret = WEBHOOK_SECRET) {
    const payload = JSON.stringify(event);
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
    return ctx.app.inject({
      method: "POST",
      url: "/api/webhooks/stripe",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      payload,
    });
  }

  const event = (type: string, object: object) => ({
    id: `evt_${Math.random().toString(36).slice(2)}`,
    object: "event",
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });

  it("asks Stripe once, with the payment's idempotency key, and ends the enrolment", async () => {
    const { student, item, intentId, paymentId } = await paidEnrolment();
    const res = await paymentApi(ctx).refund(student, paymentId, { reason: "Changed my mind" });
    expect(res.statusCode, res.body).toBe(200);
    const asked = standIn.requests.filter((request) => request.path === "/v1/refunds");
    const mine = asked.filter((request) => request.form.get("payment_intent") === intentId);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.idempotencyKey).toBe(`refund:${intentId}`);
    expect(await enrolmentsOf(ctx.db, item.id)).toEqual([]);
    const [refund] = await refundsOf(ctx.db, paymentId);
    expect(refund?.providerRefundId).toMatch(/^re_/);
  });

  it("says why when Stripe refuses, and changes nothing", async () => {
    const { item, intentId, paymentId } = await paidEnrolment();
    // Stripe answers 400 for an intent without a charge.
    standIn.setStatus(intentId, "requires_payment_method");
    const res = await paymentApi(ctx).refund(admin, paymentId, { reason: "Test" });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(messages.payments.providerRefused("This PaymentIntent has no charge"));
    expect(await enrolmentsOf(ctx.db, item.id)).toHaveLength(1);
    expect(await refundsOf(ctx.db, paymentId)).toMatchObject([{ status: "failed" }]);
  });

  it("records a refund made in Stripe's dashboard from charge.refunded, once, verified like every event", async () => {
    const { item, intentId, paymentId } = await paidEnrolment();
    const charge = { id: "ch_test", object: "charge", payment_intent: intentId, refunded: true, refunds: { data: [] } };
    const forged = await webhook(event("charge.refunded", charge), "whsec_wrong");
    expect(forged.statusCode).toBe(400);
    expect(await enrolmentsOf(ctx.db, item.id)).toHaveLength(1);

    const delivered = event("charge.refunded", charge);
    const first = await webhook(delivered);
    expect(first.json()).toEqual({ received: true });
    expect(await enrolmentsOf(ctx.db, item.id)).toEqual([]);
    expect(await refundsOf(ctx.db, paymentId)).toMatchObject([
      { status: "succeeded", byAdmin: true, reason: messages.payments.refundedAtProvider },
    ]);
    const replay = await webhook(delivered);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    // A later refund.updated for the same charge changes nothing.
    const later = await webhook(
      event("refund.updated", { id: "re_x", object: "refund", payment_intent: intentId, status: "succeeded" }),
    );
    expect(later.statusCode).toBe(200);
    expect(await refundsOf(ctx.db, paymentId)).toHaveLength(1);
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment?.status).toBe("refunded");
  });

  it("completes a refund whose request failed when refund.updated says Stripe took it", async () => {
    const { item, intentId, paymentId } = await paidEnrolment();
    await ctx.db.insert(refunds).values({
      paymentId,
      studentId: (await ctx.db.select().from(payments).where(eq(payments.id, paymentId)))[0]?.studentId ?? "",
      classId: item.id,
      amountCents: 2900,
      currency: "usd",
      status: "failed",
      failure: "timed out",
    });
    const pending = await webhook(
      event("refund.updated", { id: "re_p", object: "refund", payment_intent: intentId, status: "pending" }),
    );
    expect(pending.statusCode).toBe(200);
    expect(await enrolmentsOf(ctx.db, item.id)).toHaveLength(1);
    const done = await webhook(
      event("refund.updated", { id: "re_p", object: "refund", payment_intent: intentId, status: "succeeded" }),
    );
    expect(done.json()).toEqual({ received: true });
    expect(await enrolmentsOf(ctx.db, item.id)).toEqual([]);
    expect(await refundsOf(ctx.db, paymentId)).toMatchObject([{ status: "succeeded", providerRefundId: "re_p" }]);
  });
});
