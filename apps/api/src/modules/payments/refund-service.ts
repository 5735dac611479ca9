import { centsToDollars, formatPrice, messages, type RefundResponse } from "@classwise/shared";
import type { FastifyBaseLogger } from "fastify";
import { AppError, badRequest, businessRule, conflict, notFound } from "../../lib/errors.js";
import type { Actor } from "../../policy/index.js";
import { type PaymentProvider, PaymentProviderError } from "../../providers/payments/index.js";
import { appendAudit } from "../audit/append.js";
import { notifyRefund } from "./notify-refund.js";
import * as refunds from "./refund-repository.js";
import * as repository from "./repository.js";
import { type PaymentsDeps, refundRulesFor } from "./service.js";
import { toPaymentRecord } from "./to-payment-record.js";

export interface RefundDeps extends PaymentsDeps {
  payments: PaymentProvider;
  log: FastifyBaseLogger;
}

const DAY_MS = 24 * 3600 * 1000;

/** Why a refund was not claimed, from what the claim statement saw. */
function refusalOf(claim: refunds.RefundClaim, asAdmin: boolean, paidAfter: Date, windowDays: number): AppError {
  if (claim.status === "refunded" || claim.refund_status === "succeeded") {
    return conflict(messages.payments.alreadyRefunded);
  }
  if (claim.refund_status === "pending") return conflict(messages.payments.refundInProgress);
  if (claim.status !== "succeeded") return businessRule(messages.payments.notRefundable);
  if (!asAdmin && claim.guarantee_used) return businessRule(messages.payments.guaranteeUsed);
  if (!asAdmin && claim.paid_at && new Date(claim.paid_at).getTime() < paidAfter.getTime()) {
    return businessRule(messages.payments.windowPassed(windowDays));
  }
  // Another request claimed it a moment ago (its row was not yet visible to this statement).
  return conflict(messages.payments.refundInProgress);
}

/**
 * POST /payments/{id}/refund (docs/payments.md "Refunds"). A student refunds their own payment within
 * REFUND_WINDOW_DAYS of paying, once per class, with an optional reason; an admin any paid payment at any
 * time, with a reason. One statement claims the refund (unique per payment), then the provider is asked
 * under the payment's idempotency key, then one transaction records it and ends the enrolment. A provider
 * that refuses or does not answer leaves everything as it was, and the refund can be asked for again.
 */
export async function refundPayment(
  deps: RefundDeps,
  actor: Actor,
  paymentId: string,
  body: { reason: string },
): Promise<RefundResponse> {
  const rules = refundRulesFor(deps, actor);
  const asAdmin = rules.refundsAny;
  if (asAdmin && !body.reason) {
    throw badRequest(messages.payments.reasonRequired, { reason: [messages.payments.reasonRequired] });
  }
  const paidAfter = new Date(rules.now.getTime() - rules.windowDays * DAY_MS);
  const claim = await refunds.claimRefund(deps.db, {
    paymentId,
    actorId: actor.uid,
    asAdmin,
    reason: body.reason,
    paidAfter,
  });
  if (!claim) throw notFound(messages.payments.paymentNotFound);
  if (!claim.claimed) throw refusalOf(claim, asAdmin, paidAfter, rules.windowDays);
  if (claim.provider !== deps.payments.kind) {
    await refunds.failRefund(deps.db, claim.claimed, `paid through ${claim.provider}`);
    throw businessRule(messages.payments.providerRefused(`it was paid through ${claim.provider}.`));
  }

  let providerRefundId: string | null;
  try {
    providerRefundId = (await deps.payments.refundIntent(claim.provider_intent_id, body.reason)).id;
  } catch (error) {
    await refunds.failRefund(deps.db, claim.claimed, (error as Error).message ?? "unknown");
    deps.log.error({ paymentId, error: (error as Error).message }, "refund not taken by the payment provider");
    if (error instanceof PaymentProviderError && error.refused) {
      throw businessRule(messages.payments.providerRefused(error.message));
    }
    throw new AppError("UNAVAILABLE", messages.payments.providerUnavailable);
  }

  await deps.db.transaction(async (tx) => {
    const completed = await refunds.unsafeCompleteRefund(tx, paymentId, providerRefundId);
    if (!completed) return;
    await appendAudit(tx, {
      actor,
      action: "payment.refunded",
      objectType: "payment",
      objectId: paymentId,
      before: { status: "paid" },
      after: {
        status: "refunded",
        amountCents: completed.amountCents,
        studentId: completed.studentId,
        classId: completed.classId,
        reason: body.reason,
        byAdmin: asAdmin,
      },
    });
    await notifyRefund(tx, completed, formatPrice(centsToDollars(completed.amountCents)));
  });
  const row = await repository.findPaymentRecord(deps.db, paymentId);
  if (!row) throw notFound(messages.payments.paymentNotFound);
  return { success: true, message: messages.payments.refundedMessage, payment: toPaymentRecord(row, rules) };
}
