import type { PaymentIntentStatus } from "@classwise/shared";
import Stripe from "stripe";
import type { Config } from "../../config.js";
import {
  type CreatedIntent,
  type CreateIntentInput,
  PaymentProviderError,
  type RetrievedIntent,
  type StripePaymentProvider,
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
  };
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
        return toRetrieved(await stripe.paymentIntents.retrieve(id));
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

    async refundIntent(id: string) {
      try {
        await stripe.refunds.create({ payment_intent: id }, { idempotencyKey: `refund:${id}` });
      } catch (error) {
        if ((error as { code?: string }).code === "charge_already_refunded") return;
        throw new PaymentProviderError("Stripe did not refund the payment", { cause: error });
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
      return { id: event.id, type: event.type, intent };
    },
  };
}
