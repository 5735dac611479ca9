import { randomBytes } from "node:crypto";
import type { Db } from "@classwise/db/client";
import { assignments, classStats, enrolments, payments, submissions } from "@classwise/db/schema";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { TestContext, TestUser } from "../helpers/index.js";

export const SUCCESS_CARD = "4242424242424242";
export const DECLINED_CARD = "4000000000000002";

type Headers = { authorization: string } | Record<string, never>;

export function paymentCalls(ctx: TestContext) {
  const post = (url: string, user: Pick<TestUser, "headers"> | null, payload: unknown) =>
    ctx.app.inject({ method: "POST", url, headers: user ? user.headers : ({} as Headers), payload: payload as object });
  return {
    createIntent: (user: Pick<TestUser, "headers"> | null, body: Record<string, unknown>) =>
      post("/api/create-payment-intent", user, body),
    confirm: (
      user: Pick<TestUser, "headers"> | null,
      intentId: string,
      card: Partial<{ number: string; expMonth: number; expYear: number; cvc: string }> = {},
    ) =>
      post(`/api/sandbox/payment-intents/${encodeURIComponent(intentId)}/confirm`, user, {
        card: { number: SUCCESS_CARD, expMonth: 12, expYear: new Date().getFullYear() + 3, cvc: "123", ...card },
        billingDetails: { name: "Pat Payer", email: "pat@example.test" },
      }),
    process: (user: Pick<TestUser, "headers"> | null, paymentIntentId: string, classId: string) =>
      post("/api/process-enrollment", user, { paymentIntentId, classId }),
  };
}

/** Creates an intent, confirms it with `card` and returns the intent id (asserting each step). */
export async function payFor(ctx: TestContext, student: TestUser, classId: string, card = SUCCESS_CARD) {
  const calls = paymentCalls(ctx);
  const created = await calls.createIntent(student, { classId });
  expect(created.statusCode, created.body).toBe(200);
  const { paymentIntentId } = created.json() as { paymentIntentId: string };
  const confirmed = await calls.confirm(student, paymentIntentId, { number: card });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return paymentIntentId;
}

export async function enrolmentsOf(db: Db, classId: string) {
  return db.select().from(enrolments).where(eq(enrolments.classId, classId));
}

export async function enrolledCountOf(db: Db, classId: string) {
  const [row] = await db
    .select({ count: classStats.enrolledCount })
    .from(classStats)
    .where(eq(classStats.classId, classId));
  return row?.count;
}

export async function paymentsOf(db: Db, classId: string) {
  return db.select().from(payments).where(eq(payments.classId, classId));
}

/** Enrols directly (as the demo data does), without a payment. */
export async function enrolDirectly(db: Db, classId: string, studentId: string, createdAt?: Date) {
  await db.insert(enrolments).values({ classId, studentId, ...(createdAt ? { createdAt } : {}) });
}

export async function addAssignment(db: Db, classId: string, teacherId: string, title = `Task ${tag()}`) {
  const [row] = await db
    .insert(assignments)
    .values({
      classId,
      teacherId,
      title,
      description: `Do the work for ${title}`,
      deadline: new Date(Date.now() + 7 * 24 * 3600 * 1000),
    })
    .returning();
  if (!row) throw new Error("assignment insert failed");
  return row;
}

/** A submission handed in now, or at `submittedAt`. */
export async function addSubmission(
  db: Db,
  assignment: { id: string; classId: string },
  student: TestUser,
  submittedAt?: Date,
) {
  const [row] = await db
    .insert(submissions)
    .values({
      assignmentId: assignment.id,
      classId: assignment.classId,
      studentId: student.id,
      studentName: student.name,
      studentEmail: student.email,
      submissionText: `My answer ${tag()}`,
      ...(submittedAt ? { submittedAt } : {}),
    })
    .returning();
  if (!row) throw new Error("submission insert failed");
  return row;
}

export function tag() {
  return randomBytes(4).toString("hex");
}
