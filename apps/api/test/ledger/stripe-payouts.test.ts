import { payments, payouts } from "@classwise/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Config } from "../../src/config.js";
import { startStripeStandIn } from "../enrolments/stripe-stand-in.js";
import { paymentCalls } from "../enrolments/support.js";
import {
  createClass,
  createTestApp,
  createUser,
  expectLedgerInvariants,
  type TestContext,
  type TestUser,
} from "../helpers/index.js";
import { testClock } from "../payments/support.js";

describe("payouts through Stripe Connect (a local stand-in)", () => {
  const clock = testClock();
  let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
  let ctx: TestContext;
  let admin: TestUser;

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    const stripe: Partial<Config> = {
      now: clock.now,
      payments: {
        provider: "stripe",
        stripe: {
          secretKey: "sk_test_stand_in",
          publishableKey: "pk_test_stand_in",
          webhookSecret: "whsec_unused",
          host: "127.0.0.1",
          port: standIn.port,
          protocol: "http",
        },
      },
    };
    ctx = await createTestApp(stripe);
    admin = await createUser(ctx, { role: "admin" });
  });
  afterAll(async () => {
    await expectLedgerInvariants(ctx.db);
    await ctx.close();
    await standIn.close();
  });

  const call = (user: TestUser, method: "GET" | "POST", url: string) =>
    ctx.app.inject({ method, url, headers: user.headers });

  it("connects an Express account through onboarding, then transfers under an idempotency key, once", async () => {
    const teacher = await createUser(ctx, { role: "teacher" });
    const first = await call(teacher, "POST", "/api/teacher/payout-account");
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ ready: false, url: expect.stringContaining("/setup/acct_") });
    const again = await call(teacher, "POST", "/api/teacher/payout-account");
    expect(again.json().url).toBe(first.json().url);
    expect(standIn.accounts.size).toBe(1);

    const accountId = String(first.json().url).split("/setup/")[1] ?? "";
    standIn.completeOnboarding(accountId);
    const ready = await call(teacher, "POST", "/api/teacher/payout-account");
    expect(ready.json()).toMatchObject({ ready: true, url: null });

    const student = await createUser(ctx);
    const item = await createClass(ctx, teacher, { priceCents: 5000 });
    const calls = paymentCalls(ctx);
    const intentId = (await calls.createIntent(student, { classId: item.id })).json().paymentIntentId as string;
    standIn.setStatus(intentId, "succeeded");
    expect((await calls.process(student, intentId, item.id)).statusCode).toBe(200);
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.providerIntentId, intentId));
    expect(payment?.platformFeePercent).toBe(20);

    clock.setDaysAhead(31);
    standIn.setRefuseTransfers(true);
    expect((await call(admin, "POST", "/api/admin/payouts/run")).json()).toMatchObject({ paid: 0, failed: 1 });
    const [failed] = await ctx.db.select().from(payouts).where(eq(payouts.teacherId, teacher.id));
    expect(failed).toMatchObject({ status: "failed", attempt: 1 });
    expect(failed?.failure).toContain("insufficient");

    standIn.setRefuseTransfers(false);
    await Promise.all([call(admin, "POST", "/api/admin/payouts/run"), call(admin, "POST", "/api/admin/payouts/run")]);
    const rows = await ctx.db.select().from(payouts).where(eq(payouts.teacherId, teacher.id));
    expect(rows).toEqual([expect.objectContaining({ status: "paid", amountCents: 4000 })]);
    expect(standIn.transfers).toEqual([
      expect.objectContaining({ amount: 4000, destination: accountId, idempotencyKey: `payout:${rows[0]?.id}:1` }),
    ]);
  });
});
