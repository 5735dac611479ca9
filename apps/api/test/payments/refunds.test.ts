import { messages } from "@classwise/shared";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { PaymentProviderError } from "../../src/providers/payments/index.js";
import { addAssignment, addSubmission, enrolledCountOf, enrolmentsOf } from "../enrolments/support.js";
import {
  createClass,
  createTestApp,
  createUser,
  expectLedgerInvariants,
  type TestContext,
  type TestUser,
} from "../helpers/index.js";
import { addLesson, lessonCalls } from "../lessons/support.js";
import { deliveriesOf } from "../notifications/support.js";
import { buy, counterValue, historyOf, paymentApi, refundsOf, testClock } from "./support.js";

describe("refunds: the student's guarantee, the admin's refund, and what ends with them", () => {
  const clock = testClock();
  let ctx: TestContext;
  let api: ReturnType<typeof paymentApi>;
  let teacher: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    ctx = await createTestApp({ now: clock.now, refunds: { windowDays: 30 } });
    api = paymentApi(ctx);
    teacher = await createUser(ctx, { role: "teacher" });
    admin = await createUser(ctx, { role: "admin" });
  });
  afterAll(async () => ctx.close());
  afterEach(async () => {
    clock.setDaysAhead(0);
    vi.restoreAllMocks();
    await expectLedgerInvariants(ctx.db);
  });

  async function purchase() {
    const student = await createUser(ctx);
    const item = await createClass(ctx, teacher, { priceCents: 2500 });
    const paymentId = await buy(ctx, student, item.id);
    return { student, item, paymentId };
  }

  it("lets the student refund within the window (29 days) and ends the enrolment", async () => {
    const { student, item, paymentId } = await purchase();
    clock.setDaysAhead(29);
    const [before] = await historyOf(ctx, student);
    expect(before).toMatchObject({
      _id: paymentId,
      status: "paid",
      canRefund: true,
      cardBrand: "visa",
      cardLast4: "4242",
    });

    const res = await api.refund(student, paymentId, { reason: "Not for me" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: messages.payments.refundedMessage,
      payment: { status: "refunded", canRefund: false, refundReason: "Not for me" },
    });
    expect(res.json().payment.refundedAt).toEqual(expect.any(String));
    expect(await enrolmentsOf(ctx.db, item.id)).toEqual([]);
    const [after] = await historyOf(ctx, student);
    expect(after).toMatchObject({ status: "refunded", canRefund: false });
  });

  it("refuses the student after the window (31 days), still lets an admin, and an admin must give a reason", async () => {
    const { student, item, paymentId } = await purchase();
    clock.setDaysAhead(31);
    const [row] = await historyOf(ctx, student);
    expect(row?.canRefund).toBe(false);
    const late = await api.refund(student, paymentId);
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe(messages.payments.windowPassed(30));
    expect(await enrolmentsOf(ctx.db, item.id)).toHaveLength(1);

    const noReason = await api.refund(admin, paymentId, { reason: "  " });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fieldErrors.reason).toEqual([messages.payments.reasonRequired]);

    const byAdmin = await api.refund(admin, paymentId, { reason: "Charged by mistake" });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(await enrolmentsOf(ctx.db, item.id)).toEqual([]);
  });

  it("hides another student's payment (404) and refuses visitors (401)", async () => {
    const { paymentId } = await purchase();
    const stranger = await createUser(ctx);
    const res = await api.refund(stranger, paymentId);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(messages.payments.paymentNotFound);
    expect((await api.refund(null, paymentId)).statusCode).toBe(401);
    expect(await refundsOf(ctx.db, paymentId)).toEqual([]);
  });

  it("drops the class's enrolled count and the enrolment counter, and refuses lessons and assignments with a clear message", async () => {
    const { student, item, paymentId } = await purchase();
    const lesson = await addLesson(ctx.db, item.id);
    await addAssignment(ctx.db, item.id, teacher.id);
    expect((await lessonCalls(ctx).read(lesson.id, student)).statusCode).toBe(200);
    const count = await enrolledCountOf(ctx.db, item.id);
    const total = await counterValue(ctx.db, "enrolments");
    const paidTotal = await counterValue(ctx.db, "payments:succeeded");
    const refundedTotal = await counterValue(ctx.db, "payments:refunded");

    expect((await api.refund(student, paymentId)).statusCode).toBe(200);

    expect(await enrolledCountOf(ctx.db, item.id)).toBe((count ?? 0) - 1);
    expect(await counterValue(ctx.db, "enrolments")).toBe(total - 1);
    expect(await counterValue(ctx.db, "payments:succeeded")).toBe(paidTotal - 1);
    expect(await counterValue(ctx.db, "payments:refunded")).toBe(refundedTotal + 1);
    const enrolled = await ctx.app.inject({
      method: "GET",
      url: `/api/students/${student.id}/enrolled-classes`,
      headers: student.headers,
    });
    expect(enrolled.json().classes).toEqual([]);
    const read = await lessonCalls(ctx).read(lesson.id, student);
    expect(read.statusCode).toBe(403);
    expect(read.json().message).toBe(messages.payments.accessEnded);
    const assignments = await ctx.app.inject({
      method: "GET",
      url: `/api/assignments/class/${item.id}`,
      headers: student.headers,
    });
    expect(assignments.statusCode).toBe(403);
    expect(assignments.json().message).toBe(messages.payments.accessEnded);
    const details = await ctx.app.inject({ method: "GET", url: `/api/classes/${item.id}`, headers: student.headers });
    expect(details.json().class.isEnrolled).toBe(false);
    expect(details.json().class.enrolmentEndedByRefund).toBe(true);
    // Nobody else is told about this student's refund.
    const other = await createUser(ctx);
    const seen = await ctx.app.inject({ method: "GET", url: `/api/classes/${item.id}`, headers: other.headers });
    expect(seen.json().class).not.toHaveProperty("enrolmentEndedByRefund");
  });

  it("tells the student and the teacher, in the app and by mail", async () => {
    const { student, item, paymentId } = await purchase();
    expect((await api.refund(student, paymentId)).statusCode).toBe(200);
    const toStudent = await deliveriesOf(ctx.db, student.id, "payment-refunded");
    expect(toStudent.notifications).toHaveLength(1);
    expect(toStudent.notifications[0]?.title).toBe(messages.notifications.refundStudent(item.title));
    expect(toStudent.mails).toHaveLength(1);
    const toTeacher = await deliveriesOf(ctx.db, teacher.id, "payment-refunded");
    expect(toTeacher.notifications.some((n) => n.title === messages.notifications.refundTeacher(item.title))).toBe(
      true,
    );
  });

  it("refunds once when asked twice: the second answer says it is already refunded", async () => {
    const { student, paymentId } = await purchase();
    const spy = vi.spyOn(ctx.app.providers.payments, "refundIntent");
    expect((await api.refund(student, paymentId)).statusCode).toBe(200);
    const again = await api.refund(student, paymentId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.payments.alreadyRefunded);
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it("refunds once at the provider and in the database for 20 concurrent requests", async () => {
    const { student, item, paymentId } = await purchase();
    const spy = vi.spyOn(ctx.app.providers.payments, "refundIntent");
    const answers = await Promise.all(Array.from({ length: 20 }, () => api.refund(student, paymentId)));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(await refundsOf(ctx.db, paymentId)).toHaveLength(1);
    expect(await enrolmentsOf(ctx.db, item.id)).toEqual([]);
    const told = await deliveriesOf(ctx.db, student.id, "payment-refunded");
    expect(told.notifications).toHaveLength(1);
  });

  it("refunds once when the student and an admin ask at the same time", async () => {
    const { student, paymentId } = await purchase();
    const spy = vi.spyOn(ctx.app.providers.payments, "refundIntent");
    const [mine, theirs] = await Promise.all([
      api.refund(student, paymentId),
      api.refund(admin, paymentId, { reason: "Support ticket 12" }),
    ]);
    expect([mine.statusCode, theirs.statusCode].sort()).toEqual([200, 409]);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(await refundsOf(ctx.db, paymentId)).toMatchObject([{ status: "succeeded" }]);
  });

  it("leaves the enrolment as it was when the provider does not answer, says so, and can be asked again", async () => {
    const { student, item, paymentId } = await purchase();
    const provider = ctx.app.providers.payments;
    vi.spyOn(provider, "refundIntent").mockRejectedValueOnce(new PaymentProviderError("timed out"));
    const count = await enrolledCountOf(ctx.db, item.id);
    const failed = await api.refund(student, paymentId);
    expect(failed.statusCode).toBe(503);
    expect(failed.json().message).toBe(messages.payments.providerUnavailable);
    expect(await enrolmentsOf(ctx.db, item.id)).toHaveLength(1);
    expect(await enrolledCountOf(ctx.db, item.id)).toBe(count);
    expect(await refundsOf(ctx.db, paymentId)).toMatchObject([{ status: "failed" }]);
    const [row] = await historyOf(ctx, student);
    expect(row).toMatchObject({ status: "paid", canRefund: true });

    const retried = await api.refund(student, paymentId);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(await enrolmentsOf(ctx.db, item.id)).toEqual([]);
  });

  it("says why when the provider refuses the refund", async () => {
    const { student, item, paymentId } = await purchase();
    vi.spyOn(ctx.app.providers.payments, "refundIntent").mockRejectedValueOnce(
      new PaymentProviderError("The charge was disputed.", { refused: true }),
    );
    const refused = await api.refund(student, paymentId);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(messages.payments.providerRefused("The charge was disputed."));
    expect(await enrolmentsOf(ctx.db, item.id)).toHaveLength(1);
  });

  it("allows buying the class again, brings the work back, and applies the guarantee once per class", async () => {
    const { student, item, paymentId } = await purchase();
    const assignment = await addAssignment(ctx.db, item.id, teacher.id);
    await addSubmission(ctx.db, assignment, student);
    expect((await api.refund(student, paymentId)).statusCode).toBe(200);

    const secondPayment = await buy(ctx, student, item.id);
    expect(secondPayment).not.toBe(paymentId);
    const enrolled = await ctx.app.inject({
      method: "GET",
      url: `/api/students/${student.id}/enrolled-classes`,
      headers: student.headers,
    });
    expect(enrolled.json().classes).toMatchObject([{ _id: item.id, progress: { progressPercentage: 100 } }]);
    const submissions = await ctx.app.inject({
      method: "GET",
      url: `/api/submissions/student/${student.id}/class/${item.id}`,
      headers: student.headers,
    });
    expect(submissions.json().submissions).toHaveLength(1);
    const details = await ctx.app.inject({ method: "GET", url: `/api/classes/${item.id}`, headers: student.headers });
    expect(details.json().class).toMatchObject({ isEnrolled: true });
    expect(details.json().class).not.toHaveProperty("enrolmentEndedByRefund");

    const history = await historyOf(ctx, student);
    expect(history.map((row) => row.status)).toEqual(["paid", "refunded"]);
    expect(history[0]).toMatchObject({ canRefund: false, refundableUntil: null });
    const second = await api.refund(student, secondPayment);
    expect(second.statusCode).toBe(422);
    expect(second.json().message).toBe(messages.payments.guaranteeUsed);
    const byAdmin = await api.refund(admin, secondPayment, { reason: "Goodwill" });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
  });
});
