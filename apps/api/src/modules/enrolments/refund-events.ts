import type { Db } from "@classwise/db/client";
import { centsToDollars, formatPrice, messages } from "@classwise/shared";
import type { FastifyBaseLogger } from "fastify";
import type { PaymentProvider, RefundEvent } from "../../providers/payments/index.js";
import { notifyRefund } from "../payments/notify-refund.js";
import { recordProviderRefund, unsafeCompleteRefund } from "../payments/refund-repository.js";

/**
 * A verified refund event (charge.refunded, refund.updated), in the webhook's transaction: a refund that
 * succeeded at the provider completes here if the request that asked for it did not (a timeout, a crash
 * after Stripe took it), and one made in Stripe's dashboard is recorded and ends the enrolment. Completing
 * twice does nothing (the refund row moves to succeeded once), so the request and the event may race.
 */
export async function handleRefundEvent(
  tx: Db,
  provider: PaymentProvider,
  refund: RefundEvent,
  log: FastifyBaseLogger,
): Promise<"processed" | "ignored"> {
  if (refund.status !== "succeeded") return "ignored";
  const paymentId = await recordProviderRefund(
    tx,
    provider.kind,
    refund.intentId,
    messages.payments.refundedAtProvider,
  );
  if (!paymentId) {
    log.info({ intentId: refund.intentId }, "refund event for a payment this server did not take");
    return "ignored";
  }
  const completed = await unsafeCompleteRefund(tx, paymentId, refund.refundId);
  if (completed) await notifyRefund(tx, completed, formatPrice(centsToDollars(completed.amountCents)));
  return "processed";
}
