import { messages, paymentContracts } from "@classwise/shared";
import { AppError, notFound } from "../../lib/errors.js";
import { declareRoutes } from "../../plugins/route-declaration.js";
import { paymentWebhooks } from "../../plugins/route-limits.js";
import { WebhookSignatureError } from "../../providers/payments/index.js";
import { handlePaymentEvent } from "./webhooks.js";

/**
 * Stripe's webhook. The signature is computed over the exact bytes Stripe sent, so inside this plugin
 * JSON bodies are kept raw instead of parsed.
 */
export const stripeWebhookRoutes = declareRoutes("enrolments", (route, { db, app }) => {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => done(null, body));

  route.serve(paymentContracts.stripeWebhook, "public", {
    rateLimit: paymentWebhooks,
    summary: "Stripe events (payment_intent.succeeded enrols the student even if the browser never returned)",
    handler: async (request) => {
      const provider = app.providers.payments;
      if (provider.kind !== "stripe") throw notFound(messages.enrolment.webhookNotConfigured);
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers["stripe-signature"];
      let event: ReturnType<typeof provider.parseWebhook>;
      try {
        event = provider.parseWebhook(raw, typeof signature === "string" ? signature : undefined);
      } catch (error) {
        if (!(error instanceof WebhookSignatureError)) throw error;
        if (error.notConfigured) throw notFound(messages.enrolment.webhookNotConfigured);
        request.log.warn({ reason: error.message }, "stripe webhook rejected");
        throw new AppError("BAD_REQUEST", messages.enrolment.webhookSignatureInvalid);
      }
      const outcome = await handlePaymentEvent(db, provider, event, request.log);
      return outcome === "duplicate" ? { received: true as const, duplicate: true } : { received: true as const };
    },
  });
});
