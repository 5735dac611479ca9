import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import { createSandboxPaymentProvider } from "./sandbox.js";
import { createStripePaymentProvider } from "./stripe.js";
import type { PaymentProvider } from "./types.js";

export * from "./types.js";

/** Stripe when configured (PAYMENTS_PROVIDER=stripe, or both keys set); otherwise the built-in sandbox. */
export function createPaymentProvider(config: Config, getDb: () => Db): PaymentProvider {
  const stripe = config.payments.stripe;
  if (config.payments.provider === "stripe" && stripe) return createStripePaymentProvider(stripe);
  return createSandboxPaymentProvider(getDb);
}
