import type { Db } from "@classwise/db/client";
import { payments, webhookEvents } from "@classwise/db/schema";
import { and, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { PaymentProvider, PaymentWebhookEvent } from "../../providers/payments/index.js";
import { unsafeFulfilIntent } from "./fulfilment.js";
import { handleRefundEvent } from "./refund-events.js";

export type WebhookOutcome = "processed" | "duplicate" | "ignored";

/**
 * Handles one verified Stripe event exactly once (payment_intent.succeeded / canceled; charge.refunded and
 * refund.created / refund.updated through `handleRefundEvent`). The event id is recorded in the same transaction as
 * its effect: a failure (a refund Stripe did not take, say) rolls both back and Stripe's retry runs it
 * again; a replay finds the id taken.
 */
export async function handlePaymentEvent(
  db: Db,
  provider: PaymentProvider,
  event: PaymentWebhookEvent,
  log: FastifyBaseLogger,
): Promise<WebhookOutcome> {
  return db.transaction(async (tx) => {
    const fresh = await tx
      .insert(webhookEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (fresh.length === 0) return "duplicate";
    if (event.refund) return handleRefundEvent(tx, provider, event.refund, log);
    const intent = event.intent;
    if (!intent) return "ignored";
    if (event.type === "payment_intent.canceled") {
      await tx
        .update(payments)
        .set({ status: "canceled" })
        .where(
          and(
            eq(payments.provider, provider.kind),
            eq(payments.providerIntentId, intent.id),
            eq(payments.status, "created"),
          ),
        );
      return "processed";
    }
    if (event.type !== "payment_intent.succeeded" || intent.status !== "succeeded") return "ignored";
    const outcome = await unsafeFulfilIntent({ db: tx, payments: provider, log }, intent);
    if (outcome.kind === "unknown-payment") {
      log.info({ eventId: event.id, intentId: intent.id }, "webhook for an intent this server did not create");
      return "ignored";
    }
    if (outcome.kind === "mismatch") {
      log.warn(
        { eventId: event.id, intentId: intent.id, reason: outcome.error.message },
        "webhook intent not fulfilled",
      );
      return "ignored";
    }
    return "processed";
  });
}
