import type { SandboxConfirmBody } from "@classwise/shared";
import { api } from "../../../lib/contract-call";

/** The intent id is the part of the client secret before `_secret_`, as with Stripe. */
export function intentIdFromClientSecret(clientSecret: string): string {
  const index = clientSecret.indexOf("_secret_");
  return index === -1 ? clientSecret : clientSecret.slice(0, index);
}

/** The sandbox's `confirmCardPayment`. Declines throw an ApiError (402). */
export function confirmSandboxPayment(clientSecret: string, body: SandboxConfirmBody) {
  const id = intentIdFromClientSecret(clientSecret);
  return api("POST /sandbox/payment-intents/:id/confirm", { params: { id }, body });
}
