import { sandboxIntents } from "@classwise/db/schema";
import { cardInputMessages, messages } from "@classwise/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClass, createTestApp, createUser, type TestContext, type TestUser } from "../helpers/index.js";
import { paymentCalls } from "./support.js";

describe("POST /api/sandbox/payment-intents/{id}/confirm", () => {
  let ctx: TestContext;
  let teacher: TestUser;
  let calls: ReturnType<typeof paymentCalls>;

  beforeAll(async () => {
    ctx = await createTestApp();
    teacher = await createUser(ctx, { role: "teacher" });
    calls = paymentCalls(ctx);
  });
  afterAll(async () => ctx.close());

  async function openIntent(student?: TestUser) {
    const payer = student ?? (await createUser(ctx));
    const item = await createClass(ctx, teacher, { priceCents: 3000 });
    const res = await calls.createIntent(payer, { classId: item.id });
    return { student: payer, item, intentId: res.json().paymentIntentId as string };
  }

  const intentRow = async (id: string) =>
    (await ctx.db.select().from(sandboxIntents).where(eq(sandboxIntents.id, id)))[0];

  it("succeeds with 4242 4242 4242 4242 and keeps only the brand and last four digits", async () => {
    const { student, intentId } = await openIntent();
    const res = await calls.confirm(student, intentId, { number: "4242 4242 4242 4242" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      paymentIntent: {
        id: intentId,
        status: "succeeded",
        amount: 3000,
        currency: "usd",
        card: { brand: "visa", last4: "4242" },
      },
    });
    const row = await intentRow(intentId);
    expect(row).toMatchObject({ status: "succeeded", cardBrand: "visa", cardLast4: "4242" });
    expect(JSON.stringify(row)).not.toContain("4242424242424242");
  });

  it.each([
    ["4000000000000002", "card_declined", "Your card was declined."],
    ["4000000000009995", "insufficient_funds", "Your card has insufficient funds."],
    ["4000000000000069", "expired_card", "Your card has expired."],
    ["4000000000000127", "incorrect_cvc", "Your card's security code is incorrect."],
  ])("declines %s with Stripe's message", async (number, lastError, message) => {
    const { student, intentId } = await openIntent();
    const res = await calls.confirm(student, intentId, { number });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ success: false, code: "PAYMENT_REQUIRED", message });
    const row = await intentRow(intentId);
    expect(row?.status).toBe("requires_payment_method");
    expect(row?.lastErrorCode).toBe(lastError === "card_declined" ? "generic_decline" : lastError);
    expect(row?.lastErrorMessage).toBe(message);
  });

  it("lets the student retry with another card after a decline", async () => {
    const { student, intentId } = await openIntent();
    expect((await calls.confirm(student, intentId, { number: "4000000000000002" })).statusCode).toBe(402);
    const res = await calls.confirm(student, intentId, { number: "5555555555554444" });
    expect(res.statusCode).toBe(200);
    expect(res.json().paymentIntent.card).toEqual({ brand: "mastercard", last4: "4444" });
  });

  it("answers bad numbers and past dates with Stripe.js's messages", async () => {
    const { student, intentId } = await openIntent();
    const year = new Date().getFullYear();
    const cases: [Parameters<typeof calls.confirm>[2], string][] = [
      [{ number: "4242424242424241" }, cardInputMessages.numberInvalid],
      [{ number: "4242 4242" }, cardInputMessages.numberIncomplete],
      [{ expYear: year - 1 }, cardInputMessages.expiryYearPast],
      [{ cvc: "1" }, cardInputMessages.cvcIncomplete],
    ];
    for (const [card, message] of cases) {
      const res = await calls.confirm(student, intentId, card);
      expect(res.statusCode).toBe(402);
      expect(res.json().message).toBe(message);
    }
    expect((await intentRow(intentId))?.status).toBe("requires_payment_method");
  });

  it("declines a real (non-test) card number like Stripe test mode", async () => {
    const { student, intentId } = await openIntent();
    const res = await calls.confirm(student, intentId, { number: "4111111111111111" });
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toContain("Your request was in test mode, but used a non test card");
  });

  it("refuses to confirm an intent twice", async () => {
    const { student, intentId } = await openIntent();
    expect((await calls.confirm(student, intentId)).statusCode).toBe(200);
    const again = await calls.confirm(student, intentId);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toContain("already succeeded");
  });

  it("is only for the intent's own student", async () => {
    const { intentId } = await openIntent();
    const stranger = await createUser(ctx);
    const res = await calls.confirm(stranger, intentId);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(messages.enrolment.paymentNotFound);
    expect((await calls.confirm(null, intentId)).statusCode).toBe(401);
    expect((await intentRow(intentId))?.status).toBe("requires_payment_method");
  });

  it("validates the body", async () => {
    const { student, intentId } = await openIntent();
    const res = await ctx.app.inject({
      method: "POST",
      url: `/api/sandbox/payment-intents/${intentId}/confirm`,
      headers: student.headers,
      payload: { card: { number: SUCCESS }, billingDetails: { name: "", email: "nope" } },
    });
    expect(res.statusCode).toBe(400);
  });
});

const SUCCESS = "4242424242424242";

describe("sandbox confirmation when Stripe is configured", () => {
  it("does not exist", async () => {
    const ctx = await createTestApp({
      payments: {
        provider: "stripe",
        stripe: {
          secretKey: "sk_test_x",
          publishableKey: "pk_test_x",
          webhookSecret: undefined,
          host: "127.0.0.1",
          port: 9,
          protocol: "http",
        },
      },
    });
    try {
      const student = await createUser(ctx);
      const res = await paymentCalls(ctx).confirm(student, "pi_sbwhatever");
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(messages.enrolment.sandboxOnly);
    } finally {
      await ctx.close();
    }
  });
});
