import type { Db } from "@classwise/db/client";
import { messages } from "@classwise/shared";
import type { FastifyBaseLogger } from "fastify";
import { AppError, businessRule, notFound } from "../../lib/errors.js";
import { type PaymentProvider, PaymentProviderError, type RetrievedIntent } from "../../providers/payments/index.js";
import * as repository from "./repository.js";

export interface EnrolmentDeps {
  db: Db;
  payments: PaymentProvider;
  log: FastifyBaseLogger;
}

/** Provider outages become a 503 with a clear message instead of a 500. */
export async function callProvider<T>(deps: Pick<EnrolmentDeps, "log">, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.log.error({ error: error.message }, "payment provider call failed");
    throw new AppError("UNAVAILABLE", messages.enrolment.paymentUnavailable);
  }
}

export type FulfilOutcome =
  | { kind: "enrolled" }
  | { kind: "already-enrolled" }
  /** The student was enrolled by another payment: this one was refunded (never charged twice). */
  | { kind: "refunded-duplicate" }
  /** The intent was canceled as stale (price or class changed) yet paid: refunded. */
  | { kind: "refunded-stale" }
  | { kind: "unknown-payment" }
  | { kind: "mismatch"; error: AppError };

async function refund(deps: EnrolmentDeps, row: repository.FulfilmentRow, intentId: string, reason: string) {
  await callProvider(deps, () => deps.payments.refundIntent(intentId));
  await repository.setPaymentStatus(deps.db, row.id, "refunded");
  deps.log.warn({ paymentId: row.id, classId: row.class_id, reason }, "payment refunded: it could not enrol");
}

/**
 * Unsafe: checks no caller. Its callers have verified the intent (process-enrollment: the caller's own, as
 * the provider reports it; the webhook: Stripe's signature).
 *
 * The one fulfilment (process-enrollment, the Stripe webhook, and intent creation finding a paid intent):
 * a succeeded provider intent becomes an enrolment exactly once. A capture that cannot enrol (a stale intent
 * canceled by the server, or a second payment for an enrolment that exists) is refunded.
 */
export async function unsafeFulfilIntent(deps: EnrolmentDeps, intent: RetrievedIntent): Promise<FulfilOutcome> {
  const classId = intent.metadata.classId ?? "";
  const row = await repository.fulfilPaymentOnce(deps.db, deps.payments.kind, {
    id: intent.id,
    amountCents: intent.amountCents,
    currency: intent.currency,
    classId,
    studentUid: intent.metadata.studentUid ?? "",
    card: intent.card,
  });
  if (!row) return { kind: "unknown-payment" };
  if (row.paid === 0) {
    if (row.status === "canceled") {
      await refund(deps, row, intent.id, "stale intent paid");
      return { kind: "refunded-stale" };
    }
    if (row.status === "refunded") return { kind: "refunded-stale" };
    if (row.student_id !== intent.metadata.studentUid) {
      return { kind: "mismatch", error: notFound(messages.enrolment.paymentNotFound) };
    }
    if (row.class_id !== intent.metadata.classId) {
      return { kind: "mismatch", error: businessRule(messages.enrolment.paymentClassMismatch) };
    }
    return { kind: "mismatch", error: businessRule(messages.enrolment.paymentAmountMismatch) };
  }
  if (row.inserted > 0) return { kind: "enrolled" };
  const enrolledBy =
    row.enrolled_by ?? (await repository.findEnrolmentPayment(deps.db, row.class_id, row.student_id))?.paymentId;
  if (enrolledBy === row.id) return { kind: "already-enrolled" };
  await refund(deps, row, intent.id, "already enrolled by another payment");
  return { kind: "refunded-duplicate" };
}
