import { messages } from "@classwise/shared";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.js";
import { type AppError, businessRule, notFound, paymentRequired } from "../../lib/errors.js";
import type { RetrievedIntent } from "../../providers/payments/index.js";
import { type PaymentRow, recordEnrolment } from "./repository.js";

/**
 * Whether a provider intent really pays for this payment row: succeeded, the recorded amount and
 * currency, and metadata naming the same class and student. Returns the reason it does not, or null.
 */
export function checkIntentPaysFor(intent: RetrievedIntent, payment: PaymentRow): AppError | null {
  if (intent.metadata.studentUid !== payment.studentId) return notFound(messages.enrolment.paymentNotFound);
  if (intent.metadata.classId !== payment.classId) return businessRule(messages.enrolment.paymentClassMismatch);
  if (intent.amountCents !== payment.amountCents || intent.currency.toLowerCase() !== payment.currency) {
    return businessRule(messages.enrolment.paymentAmountMismatch);
  }
  if (intent.status !== "succeeded") return paymentRequired(messages.enrolment.paymentNotCompleted);
  return null;
}

/**
 * Turns a verified payment into an enrolment (the one fulfilment used by process-enrollment, by the
 * webhook and by intent creation finding an already paid intent). Idempotent: `alreadyEnrolled` is true
 * when the student was enrolled before this call.
 */
export async function fulfilPayment(db: Db, payment: PaymentRow, log?: FastifyBaseLogger) {
  const { enrolled } = await recordEnrolment(db, payment);
  if (!enrolled && log) {
    // Either a replay, or the student paid twice for one class (two tabs): the second needs a refund.
    log.info({ paymentId: payment.id, classId: payment.classId }, "payment fulfilled, enrolment already present");
  }
  return { alreadyEnrolled: !enrolled };
}
