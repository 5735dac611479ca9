import { messages } from "@classwise/shared";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { paymentCalls } from "../enrolments/support.js";
import {
  createClass,
  createTestApp,
  createUser,
  expectLedgerInvariants,
  expectRollupsMatchLedger,
  type TestContext,
  type TestUser,
} from "../helpers/index.js";
import { buy, paymentApi, testClock } from "../payments/support.js";

interface Point {
  period: string;
  [field: string]: number | string;
}

describe("earnings report, CSV and admin analytics: read from rollups kept in the writes' transactions", () => {
  const clock = testClock();
  let ctx: TestContext;
  let admin: TestUser;
  let seq = 0;

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
    await expectLedgerInvariants(ctx.db);
    await expectRollupsMatchLedger(ctx.db);
  });

  const get = (user: TestUser | null, url: string) =>
    ctx.app.inject({ method: "GET", url, headers: user ? user.headers : {} });
  const post = (user: TestUser | null, url: string, payload: object = {}) =>
    ctx.app.inject({ method: "POST", url, headers: user ? user.headers : {}, payload });
  const today = () => new Date().toISOString().slice(0, 10);

  async function report(teacher: TestUser, query = "") {
    const res = await get(teacher, `/api/teacher/earnings/report${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { series: Point[]; classes: { classId: string; [field: string]: number | string }[] };
  }
  async function analytics(query = "") {
    const res = await get(admin, `/api/admin/analytics${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      series: Point[];
      topClasses: { id: string; name: string; grossCents: number; enrolments: number }[];
      topTeachers: { id: string; name: string; grossCents: number; enrolments: number }[];
    };
  }
  const sum = (series: Point[], field: string) => series.reduce((total, point) => total + Number(point[field]), 0);

  /** Buys with a coupon through the sandbox: intent at the discounted price, confirm, fulfil. */
  async function buyWithCoupon(student: TestUser, classId: string, code: string) {
    const calls = paymentCalls(ctx);
    const created = await post(student, "/api/create-payment-intent", { classId, couponCode: code });
    expect(created.statusCode, created.body).toBe(200);
    const intentId = created.json().paymentIntentId as string;
    expect((await calls.confirm(student, intentId)).statusCode).toBe(200);
    expect((await calls.process(student, intentId, classId)).statusCode).toBe(200);
  }

  it("shows a coupon sale and a refund in the teacher's series and class figures, and nothing of another teacher's", async () => {
    const teacher = await createUser(ctx, { role: "teacher" });
    const item = await createClass(ctx, teacher, { priceCents: 5000 });
    const other = await createClass(ctx, teacher, { priceCents: 2500 });
    const coupon = await post(teacher, "/api/coupons", {
      code: `EARN${++seq}${Date.now() % 10000}`,
      classId: item.id,
      percentOff: 30,
    });
    expect(coupon.statusCode, coupon.body).toBe(200);

    await buyWithCoupon(await createUser(ctx), item.id, coupon.json().coupon.code);
    const refunded = await buy(ctx, await createUser(ctx), other.id);
    await buy(ctx, await createUser(ctx), other.id);

    let body = await report(teacher);
    expect(body.series).toHaveLength(30);
    const last = body.series.at(-1);
    // $35 after the coupon (teacher $28) and two sales of $25 (teacher $20 each).
    expect(last).toEqual({ period: today(), enrolments: 3, grossCents: 8500, shareCents: 6800, refundCents: 0 });

    const refund = await paymentApi(ctx).refund(admin, refunded, { reason: "Asked for it" });
    expect(refund.statusCode, refund.body).toBe(200);
    body = await report(teacher);
    expect(body.series.at(-1)).toEqual({
      period: today(),
      enrolments: 3,
      grossCents: 8500,
      shareCents: 4800,
      refundCents: 2500,
    });
    expect(body.classes).toEqual([
      { classId: other.id, title: other.title, enrolments: 2, grossCents: 5000, shareCents: 2000, refundCents: 2500 },
      { classId: item.id, title: item.title, enrolments: 1, grossCents: 3500, shareCents: 2800, refundCents: 0 },
    ]);

    const oneClass = await report(teacher, `?classId=${item.id}&interval=week`);
    expect(oneClass.series).toHaveLength(12);
    expect(sum(oneClass.series, "grossCents")).toBe(3500);
    const months = await report(teacher, "?interval=month");
    expect(months.series).toHaveLength(12);
    expect(months.series.at(-1)?.period).toBe(`${today().slice(0, 7)}-01`);
    expect(sum(months.series, "shareCents")).toBe(4800);

    const stranger = await createUser(ctx, { role: "teacher" });
    expect((await get(stranger, `/api/teacher/earnings/report?classId=${item.id}`)).statusCode).toBe(404);
    expect(sum((await report(stranger)).series, "grossCents")).toBe(0);
    expect((await report(stranger)).classes).toEqual([]);
  });

  it("refuses the report to students and strangers, and a bad interval with 400", async () => {
    const teacher = await createUser(ctx, { role: "teacher" });
    expect((await get(null, "/api/teacher/earnings/report")).statusCode).toBe(401);
    expect((await get(await createUser(ctx), "/api/teacher/earnings/report")).statusCode).toBe(403);
    expect((await get(await createUser(ctx), "/api/teacher/earnings/report.csv")).statusCode).toBe(403);
    expect((await get(teacher, "/api/teacher/earnings/report?interval=year")).statusCode).toBe(400);
    expect((await get(teacher, "/api/admin/analytics")).statusCode).toBe(403);
    expect((await get(null, "/api/admin/analytics")).statusCode).toBe(401);
    expect((await get(admin, "/api/admin/analytics?interval=hour")).statusCode).toBe(400);
  });

  it("exports the series as a spreadsheet-safe CSV", async () => {
    const teacher = await createUser(ctx, { role: "teacher" });
    const item = await createClass(ctx, teacher, { priceCents: 1999 });
    await buy(ctx, await createUser(ctx), item.id);
    const res = await get(teacher, "/api/teacher/earnings/report.csv?interval=day");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="earnings-day.csv"');
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines).toHaveLength(31);
    expect(lines[0]).toBe(messages.earnings.csvHeader.map((cell) => `"${cell}"`).join(","));
    // 19.99 paid; the teacher's share is 19.99 less the 20% fee rounded down (3.99).
    expect(lines.at(-1)).toBe(`"${today()}","1","19.99","16.00","0.00","USD"`);
    const other = await createUser(ctx, { role: "teacher" });
    expect((await get(other, `/api/teacher/earnings/report.csv?classId=${item.id}`)).statusCode).toBe(404);
  });

  it("moves the admin's analytics with sign-ups, sales, refunds and payouts, and ranks classes and teachers", async () => {
    const before = await analytics();
    const teacher = await createUser(ctx, { role: "teacher" });
    expect((await post(teacher, "/api/teacher/payout-account")).statusCode).toBe(200);
    const item = await createClass(ctx, teacher, { priceCents: 900_000 });
    const student = await createUser(ctx);
    const first = await buy(ctx, student, item.id);
    await buy(ctx, await createUser(ctx), item.id);
    const refund = await paymentApi(ctx).refund(student, first);
    expect(refund.statusCode, refund.body).toBe(200);

    // The sales leave the refund window; the payout run pays the remaining share.
    clock.setDaysAhead(31);
    const run = await post(admin, "/api/admin/payouts/run");
    expect(run.statusCode, run.body).toBe(200);
    clock.setDaysAhead(0);

    const after = await analytics();
    const delta = (field: string) => Number(after.series.at(-1)?.[field]) - Number(before.series.at(-1)?.[field]);
    expect(delta("signups")).toBe(3);
    expect(delta("enrolments")).toBe(2);
    expect(delta("grossCents")).toBe(1_800_000);
    expect(delta("refundCents")).toBe(900_000);
    expect(delta("platformCents")).toBe(180_000);
    expect(delta("payoutCents")).toBeGreaterThanOrEqual(720_000);
    expect(after.topClasses[0]).toEqual({ id: item.id, name: item.title, grossCents: 1_800_000, enrolments: 2 });
    expect(after.topTeachers[0]).toMatchObject({ id: teacher.id, grossCents: 1_800_000, enrolments: 2 });

    const weeks = await analytics("?interval=week");
    expect(weeks.series).toHaveLength(12);
    expect(sum(weeks.series, "grossCents")).toBeGreaterThanOrEqual(1_800_000);
  });
});

describe("disabling coupons", () => {
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

  const post = (user: TestUser, url: string, payload: object = {}) =>
    ctx.app.inject({ method: "POST", url, headers: user.headers, payload });
  async function newCoupon(user: TestUser, classId?: string) {
    const res = await post(user, "/api/coupons", {
      code: `OFF${++seq}X${Date.now() % 10000}`,
      classId,
      percentOff: 10,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().coupon as { _id: string; code: string; disabledAt: string | null };
  }

  it("lets a teacher disable their own code, which is refused from then on; twice is a conflict", async () => {
    const item = await createClass(ctx, teacher, { priceCents: 3000 });
    const coupon = await newCoupon(teacher, item.id);
    expect(coupon.disabledAt).toBeNull();
    const res = await post(teacher, `/api/coupons/${coupon._id}/disable`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: messages.coupons.disabledDone, coupon: { _id: coupon._id } });
    expect(res.json().coupon.disabledAt).toEqual(expect.any(String));

    const student = await createUser(ctx);
    const apply = await post(student, "/api/coupons/apply", { classId: item.id, code: coupon.code });
    expect(apply.statusCode).toBe(422);
    expect(apply.json().message).toBe(messages.coupons.disabled);
    const intent = await post(student, "/api/create-payment-intent", { classId: item.id, couponCode: coupon.code });
    expect(intent.statusCode).toBe(422);

    const again = await post(teacher, `/api/coupons/${coupon._id}/disable`);
    expect(again.statusCode).toBe(409);
    const list = await ctx.app.inject({ method: "GET", url: "/api/coupons", headers: teacher.headers });
    expect(list.json().coupons.find((row: { _id: string }) => row._id === coupon._id).disabledAt).toEqual(
      expect.any(String),
    );
  });

  it("answers 404 for another teacher's code and a missing one, 403 for students; an admin disables any", async () => {
    const item = await createClass(ctx, teacher, { priceCents: 3000 });
    const coupon = await newCoupon(teacher, item.id);
    const other = await createUser(ctx, { role: "teacher" });
    expect((await post(other, `/api/coupons/${coupon._id}/disable`)).statusCode).toBe(404);
    expect((await post(other, "/api/coupons/missing/disable")).statusCode).toBe(404);
    expect((await post(await createUser(ctx), `/api/coupons/${coupon._id}/disable`)).statusCode).toBe(403);
    expect((await post(admin, `/api/coupons/${coupon._id}/disable`)).statusCode).toBe(200);
    const sitewide = await newCoupon(admin);
    expect((await post(teacher, `/api/coupons/${sitewide._id}/disable`)).statusCode).toBe(404);
    expect((await post(admin, `/api/coupons/${sitewide._id}/disable`)).statusCode).toBe(200);
  });
});
