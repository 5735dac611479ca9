import type { SandboxConfirmBody, SandboxConfirmResponse } from "@classwise/shared";
import { apiRequest } from "../../../lib/api-client";

/** The intent id is the part of the client secret before `_secret_`, as with Stripe. */
export function intentIdFromClientSecret(clientSecret: string): string {
  const index = clientSecret.indexOf("_secret_");
  return index === -1 ? clientSecret : clientSecret.slice(0, index);
}

/** POST /sandbox/payment-intents/{id}/confirm: the sandbox's `confirmCardPayment`. Declines throw an ApiError (402). */
export function confirmSandboxPayment(clientSecret: string, body: SandboxConfirmBody) {
  const id = intentIdFromClientSecret(clientSecret);
  return apiRequest<SandboxConfirmResponse>(`/sandbox/payment-intents/${encodeURIComponent(id)}/confirm`, {
    method: "POST",
    body,
  });
}
