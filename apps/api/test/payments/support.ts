import type { Db } from "@classwise/db/client";
import { payments, refunds } from "@classwise/db/schema";
import type { PaymentRecord } from "@classwise/shared";
import { eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import { payFor, paymentCalls } from "../enrolments/support.js";
import type { TestContext, TestUser } from "../helpers/index.js";

const DAY_MS = 24 * 3600 * 1000;

/** A clock the tests move: the app's `now()` reads it (config.now). */
export function testClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    /** Days from the real time (what the database wrote as paid_at). */
    setDaysAhead(days: number) {
      offsetMs = days * DAY_MS;
    },
  };
}

type Caller = Pick<TestUser, "headers"> | null;

export function paymentApi(ctx: TestContext) {
  const headers = (user: Caller) => (user ? user.headers : {});
  return {
    history: (user: Caller, query = "") =>
      ctx.app.inject({ method: "GET", url: `/api/payments${query}`, headers: headers(user) }),
    receipt: (user: Caller, id: string) =>
      ctx.app.inject({ method: "GET", url: `/api/payments/${encodeURIComponent(id)}/receipt`, headers: headers(user) }),
    refund: (user: Caller, id: string, payload: object = {}) =>
      ctx.app.inject({
        method: "POST",
        url: `/api/payments/${encodeURIComponent(id)}/refund`,
        headers: headers(user),
        payload,
      }),
    adminList: (user: Caller, query = "") =>
      ctx.app.inject({ method: "GET", url: `/api/admin/payments${query}`, headers: headers(user) }),
  };
}

/** Buys the class through the sandbox (create, confirm, process) and returns the payment's id. */
export async function buy(ctx: TestContext, student: TestUser, classId: string): Promise<string> {
  const intentId = await payFor(ctx, student, classId);
  const processed = await paymentCalls(ctx).process(student, intentId, classId);
  expect(processed.statusCode, processed.body).toBe(200);
  const [row] = await ctx.db.select({ id: payments.id }).from(payments).where(eq(payments.providerIntentId, intentId));
  if (!row) throw new Error("no payment recorded");
  return row.id;
}

export async function historyOf(ctx: TestContext, student: TestUser): Promise<PaymentRecord[]> {
  const res = await paymentApi(ctx).history(student, "?limit=100");
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payments as PaymentRecord[];
}

export async function refundsOf(db: Db, paymentId: string) {
  return db.select().from(refunds).where(eq(refunds.paymentId, paymentId));
}

export async function counterValue(db: Db, name: string): Promise<number> {
  const result = await db.execute(sql`select coalesce(sum(value), 0)::int as value from counters where name = ${name}`);
  return Number((result as unknown as { rows: { value: number }[] }).rows[0]?.value ?? 0);
}
