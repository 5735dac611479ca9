import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.js";
import { webhookEvents } from "../../db/schema.js";
import type { PaymentWebhookEvent } from "../../providers/payments/index.js";
import { checkIntentPaysFor, fulfilPayment } from "./fulfilment.js";
import * as repository from "./repository.js";

export type WebhookOutcome = "processed" | "duplicate" | "ignored";

/**
 * Handles one verified Stripe event exactly once. The event id is recorded in the same transaction as
 * its effect: a failure rolls both back and Stripe's retry runs it again; a replay finds the id taken.
 */
export async function handlePaymentEvent(
  db: Db,
  provider: string,
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
    const intent = event.intent;
    if (!intent) return "ignored";
    const payment = await repository.findPaymentByIntent(tx, provider, intent.id);
    if (!payment) {
      log.info({ eventId: event.id, intentId: intent.id }, "webhook for an intent this server did not create");
      return "ignored";
    }
    if (event.type === "payment_intent.canceled") {
      if (payment.status === "created") await repository.setPaymentStatus(tx, payment.id, "canceled");
      return "processed";
    }
    if (event.type !== "payment_intent.succeeded") return "ignored";
    const problem = checkIntentPaysFor(intent, payment);
    if (problem) {
      log.warn({ eventId: event.id, intentId: intent.id, reason: problem.message }, "webhook intent not fulfilled");
      return "ignored";
    }
    await fulfilPayment(tx, payment, log);
    return "processed";
  });
}
