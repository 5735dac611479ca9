import type { Db } from "@classwise/db/client";
import type { Config } from "../../config.js";
import { createSandboxPaymentProvider } from "./sandbox.js";
import type { PaymentProvider } from "./types.js";

export * from "./types.js";

/**
 * Stripe when configured (PAYMENTS_PROVIDER=stripe, or both keys set); otherwise the built-in sandbox. The
 * Stripe SDK is loaded only when Stripe is the provider (about 20 MB of a sandbox server's memory otherwise).
 */
export async function createPaymentProvider(config: Config, getDb: () => Db): Promise<PaymentProvider> {
  const stripe = config.payments.stripe;
  if (config.payments.provider === "stripe" && stripe) {
    const { createStripePaymentProvider } = await import("./stripe.js");
    return createStripePaymentProvider(stripe);
  }
  return createSandboxPaymentProvider(getDb);
}
