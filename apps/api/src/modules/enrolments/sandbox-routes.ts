import * as shared from "@classwise/shared";
import { messages } from "@classwise/shared";
import { AppError, businessRule, notFound } from "../../lib/errors.js";
import { ok } from "../../lib/ok.js";
import { actorOf } from "../../plugins/actor.js";
import { declareRoutes } from "../../plugins/route-declaration.js";

/**
 * The sandbox processor's stand-in for Stripe.js `confirmCardPayment`: only in sandbox mode, only for the
 * intent's own student. Declines answer 402 with Stripe's message, like Stripe's API does.
 */
export const sandboxPaymentRoutes = declareRoutes("enrolments", (route, { app }) => {
  route.serve(shared.enrolmentContracts.confirmSandboxPayment, "create:enrolment", {
    rateLimit: { bucket: "card-confirm", per: "user" },
    summary: "Confirm a sandbox payment intent with a card (Stripe test card numbers apply)",
    handler: async (request) => {
      const actor = actorOf(request);
      const provider = app.providers.payments;
      if (provider.kind !== "sandbox") throw notFound(messages.enrolment.sandboxOnly);
      const result = await provider.confirmIntent(request.params.id, request.body, actor.uid);
      if (!result) throw notFound(messages.enrolment.paymentNotFound);
      if (!result.ok) {
        if (result.type === "invalid_request") throw businessRule(result.message);
        throw new AppError("PAYMENT_REQUIRED", result.message);
      }
      const { intent, card } = result;
      return ok({
        paymentIntent: {
          id: intent.id,
          status: intent.status,
          amount: intent.amountCents,
          currency: intent.currency,
          card,
        },
      });
    },
  });
});
