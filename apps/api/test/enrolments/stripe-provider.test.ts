import { webhookEvents } from "@classwise/db/schema";
import { messages } from "@classwise/shared";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Config } from "../../src/config.js";
import { createClass, createTestApp, createUser, type TestContext, type TestUser } from "../helpers/index.js";
import { startStripeStandIn } from "./stripe-stand-in.js";
import { enrolledCountOf, enrolmentsOf, paymentCalls, paymentsOf } from "./support.js";

const WEBHOOK_SECRET = "whsec_test_secret_for_classwise";
const signer = new Stripe("sk_test_signer_only");

function stripeConfig(port: number, webhookSecret: string | null = WEBHOOK_SECRET): Partial<Config> {
  return {
    payments: {
      provider: "stripe",
      stripe: {
        secretKey: "sk_test_stand_in",
        publishableKey: "pk_test_stand_in",
        webhookSecret: webhookSecret ?? undefined,
        host: "127.0.0.1",
        port,
        protocol: "http",
      },
    },
  };
}

describe("Stripe provider against a local stand-in", () => {
  let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
  let ctx: TestContext;
  let teacher: TestUser;
  let calls: ReturnType<typeof paymentCalls>;

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    ctx = await createTestApp(stripeConfig(standIn.port));
    teacher = await createUser(ctx, { role: "teacher" });
    calls = paymentCalls(ctx);
  });
  afterAll(async () => {
    await ctx.close();
    await standIn.close();
  });

  function webhook(event: object, options: { secret?: string; signature?: string | null } = {}) {
    const payload = JSON.stringify(event);
    const signature =
      options.signature === undefined
        ? signer.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET })
        : options.signature;
    return ctx.app.inject({
      method: "POST",
      url: "/api/webhooks/stripe",
      headers: { "content-type": "application/json", ...(signature === null ? {} : { "stripe-signature": signature }) },
      payload,
    });
  }

  const succeededEvent = (intent: object, id = `evt_${Math.random().toString(36).slice(2)}`) => ({
    id,
    object: "event",
    type: "payment_intent.succeeded",
    created: Math.floor(Date.now() / 1000),
    data: { object: intent },
  });

  async function openIntent(priceCents = 1999) {
    const student = await createUser(ctx);
    const item = await createClass(ctx, teacher, { priceCents, enrolledCount: 2 });
    const res = await calls.createIntent(student, { classId: item.id });
    expect(res.statusCode, res.body).toBe(200);
    return { student, item, intentId: res.json().paymentIntentId as string, body: res.json() };
  }

  it("creates the intent at Stripe with the price, card payments, metadata and an idempotency key", async () => {
    const { student, item, intentId, body } = await openIntent(1999);
    const intent = standIn.intents.get(intentId);
    expect(intent).toMatchObject({
      amount: 1999,
      currency: "usd",
      metadata: { classId: item.id, studentUid: student.id },
      allowed_payment_method_types: ["card"],
    });
    expect(body).toMatchObject({ clientSecret: intent?.client_secret, amount: 19.99 });
    const request = standIn.requests.find((r) => r.method === "POST" && r.form.get("metadata[classId]") === item.id);
    expect(request?.idempotencyKey).toBe(`enrol:${student.id}:${item.id}:1999:0`);
    expect((await paymentsOf(ctx.db, item.id))[0]).toMatchObject({ provider: "stripe", providerIntentId: intentId });
    // the same open intent comes back
    expect((await calls.createIntent(student, { classId: item.id })).json().paymentIntentId).toBe(intentId);
  });

  it("enrols once Stripe reports the intent succeeded, and not before", async () => {
    const { student, item, intentId } = await openIntent();
    expect((await calls.process(student, intentId, item.id)).statusCode).toBe(402);
    standIn.setStatus(intentId, "succeeded");
    const res = await calls.process(student, intentId, item.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(await enrolmentsOf(ctx.db, item.id)).toHaveLength(1);
    expect(await enrolledCountOf(ctx.db, item.id)).toBe(3);
  });

  it("refuses a Stripe intent whose amount differs from the recorded price", async () => {
    const { student, item, intentId } = await openIntent(5000);
    const intent = standIn.setStatus(intentId, "succeeded");
    intent.amount = 50;
    expect((await calls.process(student, intentId, item.id)).statusCode).toBe(422);
    expect(await enrolmentsOf(ctx.db, item.id)).toHaveLength(0);
  });

  it("answers 404 for an intent Stripe does not know", async () => {
    const { student, item, intentId } = await openIntent();
    standIn.intents.delete(intentId);
    expect((await calls.process(student, intentId, item.id)).statusCode).toBe(404);
  });

  it("enrols from a signed payment_intent.succeeded webhook, once per event", async () => {
    const { student, item, intentId } = await openIntent();
    const intent = standIn.setStatus(intentId, "succeeded");
    const event = succeededEvent(intent);
    const first = await webhook(event);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true });
    expect(await enrolmentsOf(ctx.db, item.id)).toHaveLength(1);
    expect(await enrolledCountOf(ctx.db, item.id)).toBe(3);

    const replay = await webhook(event);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    const otherDelivery = await webhook(succeededEvent(intent));
    expect(otherDelivery.statusCode).toBe(200);
    expect(await enrolmentsOf(ctx.db, item.id)).toHaveLength(1);
    expect(await enrolledCountOf(ctx.db, item.id)).toBe(3);
    const recorded = await ctx.db.select().from(webhookEvents).where(eq(webhookEvents.id, event.id));
    expect(recorded).toHaveLength(1);

    // the browser coming back afterwards gets the same success
    const late = await calls.process(student, intentId, item.id);
    expect(late.statusCode).toBe(200);
    expect(late.json()).toMatchObject({ success: true, alreadyEnrolled: true });
  });

  it("rejects webhooks with a bad or missing signature and records nothing", async () => {
    const { item, intentId } = await openIntent();
    const event = succeededEvent(standIn.setStatus(intentId, "succeeded"));
    for (const options of [{ secret: "whsec_wrong" }, { signature: null }, { signature: "t=1,v1=deadbeef" }]) {
      const res = await webhook(event, options);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: messages.enrolment.webhookSignatureInvalid });
    }
    const tampered = JSON.stringify({ ...event, id: "evt_tampered" });
    const signature = signer.webhooks.generateTestHeaderString({
      payload: JSON.stringify(event),
      secret: WEBHOOK_SECRET,
    });
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/webhooks/stripe",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      payload: tampered,
    });
    expect(res.statusCode).toBe(400);
    expect(await ctx.db.select().from(webhookEvents).where(eq(webhookEvents.id, event.id))).toHaveLength(0);
    expect(await enrolmentsOf(ctx.db, item.id)).toHaveLength(0);
  });

  it("acknowledges events it does not act on without enrolling anyone", async () => {
    const { item, intentId } = await openIntent();
    const intent = standIn.setStatus(intentId, "succeeded");
    const unknownIntent = { ...intent, id: "pi_not_from_here" };
    expect((await webhook(succeededEvent(unknownIntent))).statusCode).toBe(200);
    expect((await webhook(succeededEvent({ ...intent, amount: 1 }))).statusCode).toBe(200);
    const other = {
      ...succeededEvent(intent),
      type: "charge.refunded",
      data: { object: { object: "charge", id: "ch_1" } },
    };
    expect((await webhook(other)).statusCode).toBe(200);
    expect(await enrolmentsOf(ctx.db, item.id)).toHaveLength(0);
  });

  it("marks our payment canceled on payment_intent.canceled, so the next attempt gets a fresh intent", async () => {
    const { student, item, intentId } = await openIntent();
    const intent = standIn.setStatus(intentId, "canceled");
    const res = await webhook({ ...succeededEvent(intent), type: "payment_intent.canceled" });
    expect(res.statusCode).toBe(200);
    expect((await paymentsOf(ctx.db, item.id))[0]?.status).toBe("canceled");
    const next = await calls.createIntent(student, { classId: item.id });
    expect(next.statusCode).toBe(200);
    expect(next.json().paymentIntentId).not.toBe(intentId);
  });

  it("replaces an intent Stripe canceled even without the webhook", async () => {
    const { student, item, intentId } = await openIntent();
    standIn.setStatus(intentId, "canceled");
    const next = await calls.createIntent(student, { classId: item.id });
    expect(next.statusCode).toBe(200);
    expect(next.json().paymentIntentId).not.toBe(intentId);
    const rows = await paymentsOf(ctx.db, item.id);
    expect(rows.map((row) => row.status).sort()).toEqual(["canceled", "created"]);
  });
});

describe("Stripe provider failures and configuration", () => {
  it("answers 503 with a clear message when Stripe cannot be reached", async () => {
    const standIn = await startStripeStandIn();
    const port = standIn.port;
    await standIn.close();
    const ctx = await createTestApp(stripeConfig(port));
    try {
      const teacher = await createUser(ctx, { role: "teacher" });
      const student = await createUser(ctx);
      const item = await createClass(ctx, teacher);
      const res = await paymentCalls(ctx).createIntent(student, { classId: item.id });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ success: false, message: messages.enrolment.paymentUnavailable });
      expect(await paymentsOf(ctx.db, item.id)).toHaveLength(0);
    } finally {
      await ctx.close();
    }
  });

  it("has no webhook without a webhook secret, nor in sandbox mode", async () => {
    for (const overrides of [stripeConfig(9, null), {}]) {
      const ctx = await createTestApp(overrides);
      try {
        const res = await ctx.app.inject({
          method: "POST",
          url: "/api/webhooks/stripe",
          headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=x" },
          payload: "{}",
        });
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(messages.enrolment.webhookNotConfigured);
      } finally {
        await ctx.close();
      }
    }
  });
});
