import type { PaymentIntentStatus } from "@classwise/shared";
import Stripe from "stripe";
import type { Config } from "../../config.js";
import {
  type CreatedIntent,
  type CreateIntentInput,
  PaymentProviderError,
  type RefundEvent,
  type RetrievedIntent,
  type StripePaymentProvider,
  type TransferInput,
  WebhookSignatureError,
} from "./types.js";

type StripeSettings = NonNullable<Config["payments"]["stripe"]>;

function toRetrieved(intent: Stripe.PaymentIntent): RetrievedIntent {
  return {
    id: intent.id,
    status: intent.status as PaymentIntentStatus,
    amountCents: intent.amount,
    currency: intent.currency,
    metadata: { ...intent.metadata },
    ...(intent.client_secret ? { clientSecret: intent.client_secret } : {}),
    card: cardOf(intent),
  };
}

/** Brand and last four of the card that paid, when the intent was retrieved with its latest charge. */
function cardOf(intent: Stripe.PaymentIntent) {
  const charge = intent.latest_charge;
  const card = typeof charge === "object" ? charge?.payment_method_details?.card : undefined;
  return card?.brand && card.last4 ? { brand: card.brand, last4: card.last4 } : undefined;
}

/** A Stripe answer that says no (a request error), as opposed to no answer at all. */
function isRefusal(error: unknown): boolean {
  const candidate = error as { type?: string; statusCode?: number };
  return candidate?.type === "StripeInvalidRequestError" || candidate?.type === "StripeCardError";
}

/** charge.refunded (a charge fully refunded) and refund.created / refund.updated, as one RefundEvent. */
function refundEventOf(object: { object?: string }): RefundEvent | undefined {
  if (object.object === "charge") {
    const charge = object as Stripe.Charge;
    const intentId = typeof charge.payment_intent === "string" ? charge.payment_intent : charge.payment_intent?.id;
    if (!intentId || !charge.refunded) return undefined;
    return { intentId, refundId: charge.refunds?.data?.[0]?.id ?? null, status: "succeeded" };
  }
  if (object.object === "refund") {
    const refund = object as Stripe.Refund;
    const intentId = typeof refund.payment_intent === "string" ? refund.payment_intent : refund.payment_intent?.id;
    if (!intentId) return undefined;
    return { intentId, refundId: refund.id, status: refund.status ?? "pending" };
  }
  return undefined;
}

function isMissing(error: unknown): boolean {
  const candidate = error as { code?: string; statusCode?: number };
  return candidate?.code === "resource_missing" || candidate?.statusCode === 404;
}

/** Stripe through its server SDK; host, port and protocol can point it at a stand-in (tests, stripe-mock). */
export function createStripePaymentProvider(settings: StripeSettings): StripePaymentProvider {
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: "Classwise" },
    ...(settings.host ? { host: settings.host } : {}),
    ...(settings.port ? { port: settings.port } : {}),
    ...(settings.protocol ? { protocol: settings.protocol } : {}),
  });

  return {
    kind: "stripe",

    async createIntent(input: CreateIntentInput): Promise<CreatedIntent> {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency,
            // The web app confirms with the card element, so the intent takes cards only.
            allowed_payment_method_types: ["card"],
            metadata: { classId: input.metadata.classId, studentUid: input.metadata.studentUid },
          },
          { idempotencyKey: input.idempotencyKey },
        );
        if (!intent.client_secret) throw new PaymentProviderError("Stripe returned an intent without a client secret");
        return { id: intent.id, clientSecret: intent.client_secret, status: intent.status as PaymentIntentStatus };
      } catch (error) {
        if (error instanceof PaymentProviderError) throw error;
        throw new PaymentProviderError("Stripe did not create the payment intent", { cause: error });
      }
    },

    async retrieveIntent(id: string) {
      try {
        return toRetrieved(await stripe.paymentIntents.retrieve(id, { expand: ["latest_charge"] }));
      } catch (error) {
        if (isMissing(error)) return null;
        throw new PaymentProviderError("Stripe did not return the payment intent", { cause: error });
      }
    },

    async cancelIntents(ids: string[]) {
      const paid: string[] = [];
      for (const id of ids) {
        try {
          await stripe.paymentIntents.cancel(id, { cancellation_reason: "abandoned" });
        } catch (error) {
          if (isMissing(error)) continue;
          // Stripe refuses to cancel an intent that has already succeeded: it was paid in time.
          const current = await this.retrieveIntent(id);
          if (current?.status === "succeeded") paid.push(id);
          else if (current?.status !== "canceled") {
            throw new PaymentProviderError("Stripe did not cancel the payment intent", { cause: error });
          }
        }
      }
      return { paid };
    },

    async refundIntent(id: string, reason?: string) {
      try {
        // One idempotency key per intent: twenty requests, a retry after a timeout, or a second process all
        // get the one refund Stripe made first.
        const refund = await stripe.refunds.create(
          { payment_intent: id, ...(reason ? { metadata: { reason: reason.slice(0, 500) } } : {}) },
          { idempotencyKey: `refund:${id}` },
        );
        if (refund.status === "failed" || refund.status === "canceled") {
          throw new PaymentProviderError(`Stripe answered the refund with status ${refund.status}.`, { refused: true });
        }
        return { id: refund.id, status: refund.status === "succeeded" ? "succeeded" : "pending" };
      } catch (error) {
        if (error instanceof PaymentProviderError) throw error;
        if ((error as { code?: string }).code === "charge_already_refunded") return { id: null, status: "succeeded" };
        const message = (error as { message?: string }).message ?? "";
        throw new PaymentProviderError(isRefusal(error) ? message : "Stripe did not refund the payment", {
          cause: error,
          refused: isRefusal(error),
        });
      }
    },

    async createPayoutAccount(input: { teacherId: string; email: string }) {
      try {
        const account = await stripe.accounts.create(
          {
            type: "express",
            email: input.email,
            capabilities: { transfers: { requested: true } },
            metadata: { teacherId: input.teacherId },
          },
          { idempotencyKey: `connect:${input.teacherId}` },
        );
        return { accountId: account.id, ready: account.payouts_enabled === true };
      } catch (error) {
        throw new PaymentProviderError("Stripe did not create the connected account", {
          cause: error,
          refused: isRefusal(error),
        });
      }
    },

    async payoutAccountLink(accountId: string, urls: { returnUrl: string; refreshUrl: string }) {
      try {
        const link = await stripe.accountLinks.create({
          account: accountId,
          type: "account_onboarding",
          return_url: urls.returnUrl,
          refresh_url: urls.refreshUrl,
        });
        return link.url;
      } catch (error) {
        throw new PaymentProviderError("Stripe did not create the onboarding link", { cause: error });
      }
    },

    async payoutAccountReady(accountId: string) {
      try {
        return (await stripe.accounts.retrieve(accountId)).payouts_enabled === true;
      } catch (error) {
        throw new PaymentProviderError("Stripe did not return the connected account", { cause: error });
      }
    },

    async transfer(input: TransferInput) {
      try {
        const transfer = await stripe.transfers.create(
          {
            amount: input.amountCents,
            currency: input.currency,
            destination: input.destination,
            metadata: input.metadata,
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return { id: transfer.id };
      } catch (error) {
        const message = (error as { message?: string }).message ?? "";
        throw new PaymentProviderError(isRefusal(error) ? message : "Stripe did not make the transfer", {
          cause: error,
          refused: isRefusal(error),
        });
      }
    },

    parseWebhook(rawBody: Buffer, signature: string | undefined) {
      if (!settings.webhookSecret) throw new WebhookSignatureError("STRIPE_WEBHOOK_SECRET is not set", true);
      if (!signature) throw new WebhookSignatureError("Missing Stripe-Signature header");
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError((error as Error).message);
      }
      const object = event.data.object as { object?: string };
      const intent = object.object === "payment_intent" ? toRetrieved(object as Stripe.PaymentIntent) : undefined;
      return { id: event.id, type: event.type, intent, refund: refundEventOf(object) };
    },
  };
}
