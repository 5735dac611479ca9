import { type ComponentType, createContext, useContext } from "react";

export interface BillingDetails {
  name: string;
  email: string;
}

/** What confirming the card with the client secret gave (product §7 'Card payment provider'). */
export type CardConfirmation =
  | { status: "succeeded"; paymentIntentId: string }
  /** `card`: the provider refused the card (shown inline as is); `other`: the payment did not go through. */
  | { status: "failed"; reason: "card" | "other"; message: string };

/**
 * The card half of the checkout, the same for Stripe Elements and the sandbox card form: whether the
 * payment library is ready, whether the card is complete, the card field itself and the confirmation.
 */
export interface CardGateway {
  kind: "sandbox" | "stripe";
  ready: boolean;
  complete: boolean;
  /** The card field's current error (Stripe's own wording), if any. */
  error: string | null;
  /** Goes up by one on every edit of the card, so a refusal of the card before the edit can be retired. */
  cardVersion: number;
  /** Set when the payment library could not be loaded at all. */
  unavailable: boolean;
  CardField: ComponentType<{ disabled: boolean }>;
  confirm(clientSecret: string, billing: BillingDetails): Promise<CardConfirmation>;
}

export const CardGatewayContext = createContext<CardGateway | null>(null);

export function useCardGateway(): CardGateway {
  const gateway = useContext(CardGatewayContext);
  if (!gateway) throw new Error("useCardGateway must be used inside a card gateway provider");
  return gateway;
}
