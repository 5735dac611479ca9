import { payments } from "@classwise/db/schema";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { payFor, paymentCalls } from "../enrolments/support.js";
import {
  createClass,
  createTestApp,
  createUser,
  expectLedgerInvariants,
  ledgerEvent,
  type TestContext,
  type TestUser,
} from "../helpers/index.js";
import { buy, paymentApi, testClock } from "../payments/support.js";

describe("ledger: every payment and refund booked once, in double entry", () => {
  const clock = testClock();
  let ctx: TestContext;
  let teacher: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    ctx = await createTestApp({ now: clock.now, refunds: { windowDays: 30 } });
    teacher = await createUser(ctx, { role: "teacher" });
    admin = await createUser(ctx, { role: "admin" });
  });
  afterAll(async () => ctx.close());
  afterEach(async () => {
    clock.setDaysAhead(0);
    ctx.config.ledger.platformFeePercent = 20;
    await expectLedgerInvariants(ctx.db);
  });

  it("books a purchase: the provider gives the price, the platform takes 20%, the teacher the rest", async () => {
    const student = await createUser(ctx);
    const item = await createClass(ctx, teacher, { priceCents: 2500 });
    const paymentId = await buy(ctx, student, item.id);
    expect(await ledgerEvent(ctx.db, "payment", paymentId)).toEqual([
      { account: "platform", amountCents: 500, currency: "usd" },
      { account: "provider", amountCents: -2500, currency: "usd" },
      { account: `teacher:${teacher.id}`, amountCents: 2000, currency: "usd" },
    ]);
  });

  it("rounds the platform's share down, so no cent is lost (999 -> 199 + 800)", async () => {
    const student = await createUser(ctx);
    const item = await createClass(ctx, teacher, { priceCents: 999 });
    const paymentId = await buy(ctx, student, item.id);
    const entries = await ledgerEvent(ctx.db, "payment", paymentId);
    expect(entries.map((e) => e.amountCents)).toEqual([199, -999, 800]);
  });

  it("freezes PLATFORM_FEE_PERCENT on the payment when the intent is created", async () => {
    const student = await createUser(ctx);
    const item = await createClass(ctx, teacher, { priceCents: 1000 });
    ctx.config.ledger.platformFeePercent = 35;
    const intentId = await payFor(ctx, student, item.id);
    ctx.config.ledger.platformFeePercent = 10;
    const processed = await paymentCalls(ctx).process(student, intentId, item.id);
    expect(processed.statusCode, processed.body).toBe(200);
    const [row] = await ctx.db
      .select({ id: payments.id, fee: payments.platformFeePercent })
      .from(payments)
      .where(eq(payments.providerIntentId, intentId));
    expect(row?.fee).toBe(35);
    const entries = await ledgerEvent(ctx.db, "payment", row?.id ?? "");
    expect(entries.map((e) => e.amountCents)).toEqual([350, -1000, 650]);
  });

  it("books 50 parallel fulfilments of one payment once", async () => {
    const student = await createUser(ctx);
    const item = await createClass(ctx, teacher, { priceCents: 4000 });
    const intentId = await payFor(ctx, student, item.id);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => paymentCalls(ctx).process(student, intentId, item.id)),
    );
    expect(results.every((res) => res.statusCode === 200)).toBe(true);
    const [row] = await ctx.db
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.providerIntentId, intentId));
    expect(await ledgerEvent(ctx.db, "payment", row?.id ?? "")).toHaveLength(3);
  });

  it("reverses exactly what the payment booked when it is refunded inside the window", async () => {
    const student = await createUser(ctx);
    const item = await createClass(ctx, teacher, { priceCents: 3000 });
    const paymentId = await buy(ctx, student, item.id);
    clock.setDaysAhead(10);
    const res = await paymentApi(ctx).refund(student, paymentId, { reason: "" });
    expect(res.statusCode, res.body).toBe(200);
    expect(await ledgerEvent(ctx.db, "refund", paymentId)).toEqual([
      { account: "platform", amountCents: -600, currency: "usd" },
      { account: "provider", amountCents: 3000, currency: "usd" },
      { account: `teacher:${teacher.id}`, amountCents: -2400, currency: "usd" },
    ]);
    const again = await paymentApi(ctx).refund(admin, paymentId, { reason: "Twice" });
    expect(again.statusCode).toBe(409);
    expect(await ledgerEvent(ctx.db, "refund", paymentId)).toHaveLength(3);
  });

  it("refuses to change or delete a ledger entry, and an event that does not sum to zero", async () => {
    await expect(ctx.db.execute(sql`update ledger_entries set amount_cents = amount_cents + 1`)).rejects.toThrow();
    await expect(ctx.db.execute(sql`delete from ledger_entries`)).rejects.toThrow();
    await expect(
      ctx.db.execute(sql`
        insert into ledger_entries (kind, event_id, account, amount_cents, currency)
        values ('payout', 'forged', 'platform', 100, 'usd')`),
    ).rejects.toThrow();
    const [left] = (
      (await ctx.db.execute(
        sql`select count(*)::int as n from ledger_entries where event_id = 'forged'`,
      )) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(Number(left?.n)).toBe(0);
  });
});
