import { z } from "zod";

/**
 * What the API answers Stripe's webhook: received, and whether the event had been handled already. In a file of
 * its own so the web app's bundle, which reads the payment schemas, does not carry it.
 */
export const stripeWebhookResponseSchema = z.object({ received: z.literal(true), duplicate: z.boolean().optional() });
