import { jobs, notifications, payments, refunds } from "@classwise/db/schema";
import { formatReceiptNumber, messages } from "@classwise/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClass, createTestApp, createUser, type TestContext, type TestUser } from "../helpers/index.js";
import { buy, historyOf, paymentApi } from "./support.js";

describe("payment history, receipts and the admin payments list", () => {
  let ctx: TestContext;
  let api: ReturnType<typeof paymentApi>;
  let teacher: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    ctx = await createTestApp({ seller: { name: "Classwise Test Ltd", address: "1 Test Street\nTestville" } });
    api = paymentApi(ctx);
    teacher = await createUser(ctx, { role: "teacher" });
    admin = await createUser(ctx, { role: "admin" });
  });
  afterAll(async () => ctx.close());

  it("lists the student's payments newest first with sequential receipt numbers", async () => {
    const student = await createUser(ctx);
    const first = await createClass(ctx, teacher, { priceCents: 1999, title: "Watercolour basics" });
    const second = await createClass(ctx, teacher, { priceCents: 4500, title: "Oil painting" });
    const firstId = await buy(ctx, student, first.id);
    const secondId = await buy(ctx, student, second.id);
    const history = await historyOf(ctx, student);
    expect(history.map((row) => row._id)).toEqual([secondId, firstId]);
    expect(history[1]).toMatchObject({
      classTitle: "Watercolour basics",
      amount: 19.99,
      currency: "usd",
      status: "paid",
    });
    const [a, b] = history.map((row) => Number(row.receiptNumber.slice(2)));
    expect(a).toBe((b ?? 0) + 1);
    expect(history[0]?.receiptNumber).toBe(formatReceiptNumber(a ?? 0));
    // Nobody else's payments: another student's history is their own.
    expect(await historyOf(ctx, await createUser(ctx))).toEqual([]);
  });

  it("shows the receipt to its buyer and admins only, with the seller from configuration and a refund line", async () => {
    const student = await createUser(ctx, { name: "Rita Receipt" });
    const item = await createClass(ctx, teacher, { priceCents: 2500, title: "Pottery" });
    const paymentId = await buy(ctx, student, item.id);
    const res = await api.receipt(student, paymentId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().receipt).toMatchObject({
      _id: paymentId,
      seller: { name: "Classwise Test Ltd", address: "1 Test Street\nTestville" },
      studentName: "Rita Receipt",
      classTitle: "Pottery",
      amount: 25,
      cardBrand: "visa",
      cardLast4: "4242",
      status: "paid",
      refundedAt: null,
    });
    expect((await api.receipt(admin, paymentId)).statusCode).toBe(200);
    const stranger = await api.receipt(await createUser(ctx), paymentId);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(messages.payments.paymentNotFound);
    expect((await api.receipt(student, "no-such-payment")).statusCode).toBe(404);

    expect((await api.refund(student, paymentId)).statusCode).toBe(200);
    const refunded = await api.receipt(student, paymentId);
    expect(refunded.json().receipt).toMatchObject({ status: "refunded", refundedAt: expect.any(String) });
  });

  it("links the payment receipt notification and its mail to the receipt page", async () => {
    const student = await createUser(ctx);
    const item = await createClass(ctx, teacher, { priceCents: 1500 });
    const paymentId = await buy(ctx, student, item.id);
    const [note] = await ctx.db
      .select()
      .from(notifications)
      .where(sql`${notifications.userId} = ${student.id} and ${notifications.kind} = 'payment-receipt'`);
    expect(note?.link).toBe(`/receipts/${paymentId}`);
    const mail = await ctx.db
      .select()
      .from(jobs)
      .where(sql`${jobs.payload}->>'notificationId' = ${note?.id ?? ""}`);
    expect(mail).toHaveLength(1);
  });

  it("takes a pending refund over once its lease ran out (the process that claimed it died)", async () => {
    const student = await createUser(ctx);
    const item = await createClass(ctx, teacher, { priceCents: 1500 });
    const paymentId = await buy(ctx, student, item.id);
    await ctx.db.insert(refunds).values({
      paymentId,
      studentId: student.id,
      classId: item.id,
      amountCents: 1500,
      currency: "usd",
      requestedBy: student.id,
      status: "pending",
    });
    const fresh = await api.refund(student, paymentId);
    expect(fresh.statusCode).toBe(409);
    expect(fresh.json().message).toBe(messages.payments.refundInProgress);
    await ctx.db
      .update(refunds)
      .set({ claimedAt: new Date(Date.now() - 10 * 60 * 1000) })
      .where(eq(refunds.paymentId, paymentId));
    const retaken = await api.refund(student, paymentId);
    expect(retaken.statusCode, retaken.body).toBe(200);
  });

  describe("admin payments list", () => {
    let student: TestUser;
    let paidId: string;
    let refundedId: string;
    let classTitle: string;

    beforeAll(async () => {
      student = await createUser(ctx, { name: "Zebulon Quartz" });
      classTitle = `Glassblowing ${Date.now()}`;
      const item = await createClass(ctx, teacher, { priceCents: 3000, title: classTitle });
      const other = await createClass(ctx, teacher, { priceCents: 3100 });
      paidId = await buy(ctx, student, item.id);
      refundedId = await buy(ctx, student, other.id);
      expect((await api.refund(admin, refundedId, { reason: "Duplicate purchase" })).statusCode).toBe(200);
    });

    it("refuses everyone but admins", async () => {
      expect((await api.adminList(student)).statusCode).toBe(403);
      expect((await api.adminList(teacher)).statusCode).toBe(403);
      expect((await api.adminList(null)).statusCode).toBe(401);
    });

    it("pages every paid payment newest first with the counters' total", async () => {
      const res = await api.adminList(admin, "?limit=2&page=1");
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      const counted = await ctx.db.execute(sql`select count(*)::int as total from payments where paid_at is not null`);
      const total = Number((counted as unknown as { rows: { total: number }[] }).rows[0]?.total);
      expect(body.payments).toHaveLength(2);
      expect(body.totalPages).toBe(Math.ceil(body.totalPayments / 2));
      expect(body.payments[0]._id).toBe(refundedId);
      expect(body.totalPayments).toBe(total);
    });

    it("searches by student, class and receipt number, and filters by status", async () => {
      const byStudent = (await api.adminList(admin, "?search=zebulon")).json();
      expect(byStudent.payments.map((row: { _id: string }) => row._id).sort()).toEqual([paidId, refundedId].sort());
      const byClass = (await api.adminList(admin, `?search=${encodeURIComponent(classTitle)}`)).json();
      expect(byClass.payments.map((row: { _id: string }) => row._id)).toEqual([paidId]);
      const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, paidId));
      const receipt = formatReceiptNumber(Number(payment?.receiptNumber));
      const byReceipt = (await api.adminList(admin, `?search=${receipt}`)).json();
      expect(byReceipt).toMatchObject({ totalPayments: 1, payments: [{ _id: paidId, receiptNumber: receipt }] });
      const refundedOnly = (await api.adminList(admin, "?search=zebulon&status=refunded")).json();
      expect(refundedOnly.payments).toMatchObject([
        { _id: refundedId, status: "refunded", refundReason: "Duplicate purchase" },
      ]);
      const paidOnly = (await api.adminList(admin, "?search=zebulon&status=paid")).json();
      expect(paidOnly.payments).toMatchObject([{ _id: paidId, status: "paid", canRefund: true }]);
    });

    it("refuses bad filters and wildcard-only searches with a clear 400", async () => {
      const badStatus = await api.adminList(admin, "?status=stolen");
      expect(badStatus.statusCode).toBe(400);
      const wildcards = await api.adminList(admin, "?search=%25%25");
      expect(wildcards.statusCode).toBe(400);
      expect(wildcards.json().message).toBe(messages.api.searchNeedsLetters);
    });
  });
});
