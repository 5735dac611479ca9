import { coupons, enrolments, payments } from "@classwise/db/schema";
import { messages } from "@classwise/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { paymentCalls } from "../enrolments/support.js";
import {
  createClass,
  createTestApp,
  createUser,
  expectLedgerInvariants,
  ledgerEvent,
  type TestContext,
  type TestUser,
} from "../helpers/index.js";

describe("coupons: priced on the server, redeemed once per student and within their limit", () => {
  let ctx: TestContext;
  let teacher: TestUser;
  let admin: TestUser;
  let seq = 0;

  beforeAll(async () => {
    ctx = await createTestApp({ ledger: { platformFeePercent: 20, payoutMinimumCents: 1000 } });
    teacher = await createUser(ctx, { role: "teacher" });
    admin = await createUser(ctx, { role: "admin" });
  });
  afterAll(async () => ctx.close());
  afterEach(async () => expectLedgerInvariants(ctx.db));

  const code = () => `SAVE${++seq}X${Date.now() % 100000}`;
  const post = (user: TestUser, url: string, payload: object) =>
    ctx.app.inject({ method: "POST", url, headers: user.headers, payload });
  async function createCoupon(user: TestUser, body: object) {
    const res = await post(user, "/api/coupons", body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().coupon as { _id: string; code: string };
  }
  const intent = (student: TestUser, classId: string, couponCode?: string) =>
    post(student, "/api/create-payment-intent", { classId, ...(couponCode ? { couponCode } : {}) });

  it("charges the discounted price, freezes it on the payment, and shares the discount in proportion", async () => {
    const item = await createClass(ctx, teacher, { priceCents: 5000 });
    const coupon = await createCoupon(teacher, { code: code(), classId: item.id, percentOff: 30 });
    const student = await createUser(ctx);
    const preview = await post(student, "/api/coupons/apply", { classId: item.id, code: coupon.code.toLowerCase() });
    expect(preview.json()).toMatchObject({ listPriceCents: 5000, discountCents: 1500, priceCents: 3500 });

    // A forged amount in the body changes nothing: the price comes from the class and the coupon.
    const created = await post(student, "/api/create-payment-intent", {
      classId: item.id,
      couponCode: coupon.code,
      amount: 0.5,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().amount).toBe(35);
    const calls = paymentCalls(ctx);
    const intentId = created.json().paymentIntentId as string;
    expect((await calls.confirm(student, intentId)).statusCode).toBe(200);
    expect((await calls.process(student, intentId, item.id)).statusCode).toBe(200);
    const [row] = await ctx.db.select().from(payments).where(eq(payments.providerIntentId, intentId));
    expect(row).toMatchObject({ amountCents: 3500, listPriceCents: 5000, couponId: coupon._id });
    expect((await ledgerEvent(ctx.db, "payment", row?.id ?? "")).map((e) => e.amountCents)).toEqual([700, -3500, 2800]);
  });

  it("enrols with no card on a 100% coupon", async () => {
    const item = await createClass(ctx, teacher, { priceCents: 2000 });
    const coupon = await createCoupon(admin, { code: code(), percentOff: 100 });
    const student = await createUser(ctx);
    const res = await intent(student, item.id, coupon.code);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ enrolled: true, amount: 0, message: messages.coupons.enrolledFree });
    const rows = await ctx.db
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.classId, item.id), eq(enrolments.studentId, student.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.paymentId).toBeNull();
  });

  it("says why a code does not apply: unknown, expired, not started, used up, not for this class, already used", async () => {
    const item = await createClass(ctx, teacher, { priceCents: 3000 });
    const other = await createClass(ctx, await createUser(ctx, { role: "teacher" }), { priceCents: 3000 });
    const student = await createUser(ctx);
    const refusal = async (couponCode: string, classId = item.id) => {
      const res = await intent(student, classId, couponCode);
      return { status: res.statusCode, message: res.json().message };
    };
    expect(await refusal("NOPE-NOT-HERE")).toEqual({ status: 404, message: messages.coupons.unknown });
    const expired = await createCoupon(teacher, {
      code: code(),
      percentOff: 10,
      startsAt: "2020-01-01T00:00:00Z",
      expiresAt: "2020-02-01T00:00:00Z",
    });
    expect(await refusal(expired.code)).toEqual({ status: 422, message: messages.coupons.expired });
    const later = await createCoupon(teacher, { code: code(), percentOff: 10, startsAt: "2999-01-01T00:00:00Z" });
    expect(await refusal(later.code)).toEqual({ status: 422, message: messages.coupons.notStarted });
    const mine = await createCoupon(teacher, { code: code(), amountOffCents: 500 });
    expect(await refusal(mine.code, other.id)).toEqual({ status: 422, message: messages.coupons.notForClass });
    const once = await createCoupon(teacher, { code: code(), percentOff: 10, maxRedemptions: 1 });
    expect((await intent(await createUser(ctx), item.id, once.code)).statusCode).toBe(200);
    expect(await refusal(once.code)).toEqual({ status: 422, message: messages.coupons.usedUp });

    const used = await createCoupon(admin, { code: code(), percentOff: 10 });
    expect((await intent(student, item.id, used.code)).statusCode).toBe(200);
    // The same class again (a retry) is not a second use; another class is.
    expect((await intent(student, item.id, used.code)).statusCode).toBe(200);
    expect(await refusal(used.code, other.id)).toEqual({ status: 422, message: messages.coupons.alreadyUsed });
    const [counted] = await ctx.db.select().from(coupons).where(eq(coupons.id, used._id));
    expect(counted?.redeemedCount).toBe(1);
  });

  it("redeems exactly 10 of 50 concurrent uses of a 10-use code", async () => {
    const item = await createClass(ctx, teacher, { priceCents: 4000 });
    const coupon = await createCoupon(teacher, { code: code(), classId: item.id, percentOff: 50, maxRedemptions: 10 });
    const students = await Promise.all(Array.from({ length: 50 }, () => createUser(ctx)));
    const results = await Promise.all(students.map((student) => intent(student, item.id, coupon.code)));
    const ok = results.filter((res) => res.statusCode === 200);
    expect(ok).toHaveLength(10);
    expect(ok.every((res) => res.json().amount === 20)).toBe(true);
    const refused = results.filter((res) => res.statusCode !== 200);
    expect(refused.every((res) => res.statusCode === 422 && res.json().message === messages.coupons.usedUp)).toBe(true);
    const [row] = await ctx.db.select().from(coupons).where(eq(coupons.id, coupon._id));
    expect(row?.redeemedCount).toBe(10);
  });

  it("lets a teacher make coupons only for their own classes, an admin for any, and refuses bad input", async () => {
    const foreign = await createClass(ctx, await createUser(ctx, { role: "teacher" }), { priceCents: 3000 });
    const refused = await post(teacher, "/api/coupons", { code: code(), classId: foreign.id, percentOff: 10 });
    expect(refused.statusCode).toBe(403);
    expect((await post(admin, "/api/coupons", { code: code(), classId: foreign.id, percentOff: 10 })).statusCode).toBe(
      200,
    );
    const student = await createUser(ctx);
    expect((await post(student, "/api/coupons", { code: code(), percentOff: 10 })).statusCode).toBe(403);
    const bad = [
      { code: code(), percentOff: 4 },
      { code: code(), percentOff: 101 },
      { code: code(), percentOff: 10, amountOffCents: 100 },
      { code: code() },
      { code: "a b", percentOff: 10 },
      { code: code(), percentOff: 10, startsAt: "2030-01-01T00:00:00Z", expiresAt: "2029-01-01T00:00:00Z" },
    ];
    for (const body of bad) expect((await post(teacher, "/api/coupons", body)).statusCode).toBe(400);
    const taken = code();
    await createCoupon(teacher, { code: taken, percentOff: 10 });
    expect((await post(teacher, "/api/coupons", { code: taken, percentOff: 20 })).statusCode).toBe(409);
    const list = await ctx.app.inject({ method: "GET", url: "/api/coupons", headers: teacher.headers });
    expect(list.json().coupons.every((c: { teacherId: string | null }) => c.teacherId === teacher.id)).toBe(true);
  });
});
