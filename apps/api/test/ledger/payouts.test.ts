import { payouts, sandboxTransfers } from "@classwise/db/schema";
import { messages } from "@classwise/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { PaymentProviderError } from "../../src/providers/payments/index.js";
import {
  createClass,
  createTestApp,
  createUser,
  expectLedgerInvariants,
  ledgerBalances,
  type TestContext,
  type TestUser,
} from "../helpers/index.js";
import { buy, paymentApi, testClock } from "../payments/support.js";

describe("payouts: each available balance paid once, failures retried", () => {
  const clock = testClock();
  let ctx: TestContext;
  let admin: TestUser;

  beforeAll(async () => {
    ctx = await createTestApp({
      now: clock.now,
      refunds: { windowDays: 30 },
      ledger: { platformFeePercent: 20, payoutMinimumCents: 1000 },
    });
    admin = await createUser(ctx, { role: "admin" });
  });
  afterAll(async () => ctx.close());
  afterEach(async () => {
    clock.setDaysAhead(0);
    vi.restoreAllMocks();
    await expectLedgerInvariants(ctx.db);
  });

  const call = (user: TestUser | null, method: "GET" | "POST", url: string) =>
    ctx.app.inject({ method, url, headers: user ? user.headers : {} });
  const earnings = async (teacher: TestUser) => {
    const res = await call(teacher, "GET", "/api/teacher/earnings");
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const run = async () => {
    const res = await call(admin, "POST", "/api/admin/payouts/run");
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const payoutsOf = (teacherId: string) => ctx.db.select().from(payouts).where(eq(payouts.teacherId, teacherId));
  const transfersTo = (destination: string) =>
    ctx.db.select().from(sandboxTransfers).where(eq(sandboxTransfers.destination, destination));

  /** A teacher with a connected (simulated) account and one sale of `priceCents`. */
  async function sellingTeacher(priceCents = 2500, connect = true) {
    const teacher = await createUser(ctx, { role: "teacher" });
    if (connect) {
      const res = await call(teacher, "POST", "/api/teacher/payout-account");
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ ready: true, url: null, message: messages.earnings.accountConnected });
    }
    const item = await createClass(ctx, teacher, { priceCents });
    const student = await createUser(ctx);
    const paymentId = await buy(ctx, student, item.id);
    return { teacher, student, item, paymentId };
  }

  async function destinationOf(teacherId: string) {
    const rows = (await ctx.db.execute(
      sql`select account_id from payout_accounts where teacher_id = ${teacherId}`,
    )) as unknown as { rows: { account_id: string }[] };
    return rows.rows[0]?.account_id ?? "";
  }

  it("keeps the teacher's share pending inside the refund window and pays it after, once", async () => {
    const { teacher } = await sellingTeacher(2500);
    expect((await earnings(teacher)).balance).toEqual({
      currency: "usd",
      pendingCents: 2000,
      availableCents: 0,
      inTransitCents: 0,
      paidOutCents: 0,
    });
    await run();
    expect(await payoutsOf(teacher.id)).toEqual([]);

    clock.setDaysAhead(31);
    expect((await earnings(teacher)).balance).toMatchObject({ pendingCents: 0, availableCents: 2000 });
    const first = await run();
    expect(first).toMatchObject({ success: true, failed: 0 });
    expect(first.paid).toBeGreaterThanOrEqual(1);
    const after = await earnings(teacher);
    expect(after.balance).toMatchObject({ pendingCents: 0, availableCents: 0, inTransitCents: 0, paidOutCents: 2000 });
    expect(after.payouts).toEqual([expect.objectContaining({ amountCents: 2000, status: "paid" })]);
    expect(await transfersTo(await destinationOf(teacher.id))).toHaveLength(1);

    await run();
    expect(await payoutsOf(teacher.id)).toHaveLength(1);
    expect((await ledgerBalances(ctx.db))[`teacher:${teacher.id}`]).toBe(0);
  });

  it("pays each balance once when five runs start at the same time", async () => {
    const { teacher } = await sellingTeacher(5000);
    clock.setDaysAhead(31);
    const results = await Promise.all(Array.from({ length: 5 }, () => run()));
    expect(results.every((result) => result.success)).toBe(true);
    const rows = await payoutsOf(teacher.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amountCents: 4000, status: "paid" });
    expect(await transfersTo(await destinationOf(teacher.id))).toHaveLength(1);
  });

  it("pays nothing below the minimum, nor to a teacher without a payout account", async () => {
    const small = await sellingTeacher(1000);
    const unconnected = await sellingTeacher(3000, false);
    clock.setDaysAhead(31);
    await run();
    expect(await payoutsOf(small.teacher.id)).toEqual([]);
    expect(await payoutsOf(unconnected.teacher.id)).toEqual([]);
    expect((await earnings(unconnected.teacher)).balance.availableCents).toBe(2400);
    expect((await earnings(unconnected.teacher)).payoutAccount).toEqual({ connected: false, ready: false });
  });

  it("records a transfer the provider did not answer, retries it under the same key, and never pays twice", async () => {
    const { teacher } = await sellingTeacher(2500);
    clock.setDaysAhead(31);
    const provider = ctx.app.providers.payments;
    const original = provider.transfer.bind(provider);
    const keys: string[] = [];
    const spy = vi.spyOn(provider, "transfer").mockImplementation(async (input) => {
      keys.push(input.idempotencyKey);
      // The provider made the transfer, then the answer was lost.
      await original(input);
      throw new PaymentProviderError("timeout");
    });
    await run();
    const [failed] = await payoutsOf(teacher.id);
    expect(failed).toMatchObject({ status: "failed", failure: "timeout", amountCents: 2000 });
    expect((await earnings(teacher)).balance).toMatchObject({ availableCents: 0, inTransitCents: 2000 });

    spy.mockImplementation(async (input) => {
      keys.push(input.idempotencyKey);
      return original(input);
    });
    await run();
    const rows = await payoutsOf(teacher.id);
    expect(rows).toEqual([expect.objectContaining({ status: "paid", amountCents: 2000 })]);
    expect(new Set(keys.filter((key) => key.includes(rows[0]?.id ?? "-"))).size).toBe(1);
    expect(await transfersTo(await destinationOf(teacher.id))).toHaveLength(1);
    expect((await earnings(teacher)).balance).toMatchObject({ inTransitCents: 0, paidOutCents: 2000 });
  });

  it("records the sandbox's refused transfer (an amount ending in .13) and retries it with a new key", async () => {
    // 2516 cents: the platform takes 503, the teacher's 2013 ends in 13.
    const { teacher } = await sellingTeacher(2516);
    clock.setDaysAhead(31);
    const result = await run();
    expect(result.failed).toBeGreaterThanOrEqual(1);
    const [failed] = await payoutsOf(teacher.id);
    expect(failed).toMatchObject({ status: "failed", attempt: 1, amountCents: 2013 });
    expect(failed?.failure).toContain("insufficient");
    await run();
    const [again] = await payoutsOf(teacher.id);
    expect(again).toMatchObject({ status: "failed", attempt: 2 });
    expect(await transfersTo(await destinationOf(teacher.id))).toEqual([]);
  });

  it("takes back no more than the teacher holds when a paid-out payment is refunded; the platform covers it", async () => {
    const { teacher, paymentId } = await sellingTeacher(2500);
    clock.setDaysAhead(31);
    await run();
    const refund = await paymentApi(ctx).refund(admin, paymentId, { reason: "Chargeback" });
    expect(refund.statusCode, refund.body).toBe(200);
    expect((await ledgerBalances(ctx.db))[`teacher:${teacher.id}`]).toBe(0);
    expect((await earnings(teacher)).balance).toMatchObject({ availableCents: 0, paidOutCents: 2000 });
  });

  it("lets only admins run and list payouts, and only teachers connect an account", async () => {
    const teacher = await createUser(ctx, { role: "teacher" });
    const student = await createUser(ctx);
    expect((await call(teacher, "POST", "/api/admin/payouts/run")).statusCode).toBe(403);
    expect((await call(student, "GET", "/api/admin/payouts")).statusCode).toBe(403);
    expect((await call(null, "POST", "/api/admin/payouts/run")).statusCode).toBe(401);
    expect((await call(student, "POST", "/api/teacher/payout-account")).statusCode).toBe(403);
    expect((await call(admin, "POST", "/api/teacher/payout-account")).statusCode).toBe(403);
    expect((await call(student, "GET", "/api/teacher/earnings")).statusCode).toBe(403);
    const list = await call(admin, "GET", "/api/admin/payouts");
    expect(list.statusCode).toBe(200);
    expect(Array.isArray(list.json().payouts)).toBe(true);
  });
});
