import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClass, createTestApp, createUser, type TestContext, type TestUser } from "../helpers/index.js";
import { addLesson, lessonCalls } from "../lessons/support.js";
import { buy, paymentApi } from "../payments/support.js";
import { certificateCalls, certificatesOf } from "./support.js";

describe("a refund revokes the certificate the class earned", () => {
  let ctx: TestContext;
  let teacher: TestUser;

  beforeAll(async () => {
    ctx = await createTestApp();
    teacher = await createUser(ctx, { role: "teacher" });
  });
  afterAll(async () => ctx.close());

  it("issues on completion, then says revoked after the student's refund, in the refund's transaction", async () => {
    const student = await createUser(ctx);
    const item = await createClass(ctx, teacher, { priceCents: 1900 });
    const lesson = await addLesson(ctx.db, item.id);
    const paymentId = await buy(ctx, student, item.id);

    const ticked = await lessonCalls(ctx).complete(lesson.id, student);
    expect(ticked.statusCode, ticked.body).toBe(200);
    const [issued] = await certificatesOf(ctx.db, student.id);
    expect(issued?.revokedAt).toBeNull();
    const valid = await certificateCalls(ctx).verify(issued!.number);
    expect(valid.statusCode).toBe(200);
    expect(valid.json().certificate).toMatchObject({ status: "valid" });

    const refunded = await paymentApi(ctx).refund(student, paymentId, {});
    expect(refunded.statusCode, refunded.body).toBe(200);

    const [after] = await certificatesOf(ctx.db, student.id);
    expect(after?.revokedAt).not.toBeNull();
    expect(after?.revokeReason).toBe("refund");
    const revoked = await certificateCalls(ctx).verify(issued!.number);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().certificate).toMatchObject({ status: "revoked", studentName: student.name });
    const mine = await certificateCalls(ctx).mine(student);
    expect(mine.statusCode).toBe(200);
  });
});
