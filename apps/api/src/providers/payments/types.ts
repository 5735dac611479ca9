import type { CardBrand, PaymentIntentStatus, SandboxConfirmBody } from "@classwise/shared";

/** What a payment intent carries about the enrolment it pays for (Stripe metadata values are strings). */
export interface IntentMetadata {
  classId: string;
  studentUid: string;
}

export interface CreateIntentInput {
  amountCents: number;
  currency: "usd";
  metadata: IntentMetadata;
  /** Same key, same intent: a retried or doubled request never creates a second one. */
  idempotencyKey: string;
}

export interface CreatedIntent {
  id: string;
  clientSecret: string;
  status: PaymentIntentStatus;
}

export interface RetrievedIntent {
  id: string;
  status: PaymentIntentStatus;
  amountCents: number;
  currency: string;
  metadata: Partial<Record<string, string>>;
  /** Present when retrieved with the secret key: lets an open intent be handed to its student again. */
  clientSecret?: string;
  /** The card that paid it, when the provider says (brand and last four digits only). */
  card?: { brand: string; last4: string } | undefined;
}

/** A refund the provider took: `pending` refunds settle later (Stripe tells by webhook). */
export interface ProviderRefund {
  id: string | null;
  status: "succeeded" | "pending";
}

/** What a verified refund event says: a refund of this intent's charge, and its state. */
export interface RefundEvent {
  intentId: string;
  refundId: string | null;
  status: string;
}

/**
 * A verified provider event; `intent` is set for payment_intent.* events, `refund` for charge.refunded and
 * refund.* events.
 */
export interface PaymentWebhookEvent {
  id: string;
  type: string;
  intent: RetrievedIntent | undefined;
  refund?: RefundEvent | undefined;
}

/**
 * The provider could not be reached or answered unexpectedly (not a card decline). `refused` when it
 * answered and said no (a request error), as opposed to not answering.
 */
export class PaymentProviderError extends Error {
  readonly refused: boolean;
  constructor(message: string, options?: { cause?: unknown; refused?: boolean }) {
    super(message, options);
    this.name = "PaymentProviderError";
    this.refused = options?.refused ?? false;
  }
}

/** The webhook body was not signed with the configured secret (or no secret is configured). */
export class WebhookSignatureError extends Error {
  constructor(
    message: string,
    readonly notConfigured = false,
  ) {
    super(message);
    this.name = "WebhookSignatureError";
  }
}

/** A Connect transfer of a teacher's payout to their connected account. */
export interface TransferInput {
  amountCents: number;
  currency: string;
  /** The connected account (`acct_…`). */
  destination: string;
  /** Same key, same transfer: a retried or doubled payout never pays twice. */
  idempotencyKey: string;
  metadata: Record<string, string>;
}

interface PaymentProviderBase {
  /** A connected account for a teacher's payouts (Stripe: an Express account; the sandbox: simulated, ready). */
  createPayoutAccount(input: { teacherId: string; email: string }): Promise<{ accountId: string; ready: boolean }>;
  /** Where the teacher finishes onboarding (Stripe's hosted page); null when nothing is left to do. */
  payoutAccountLink(accountId: string, urls: { returnUrl: string; refreshUrl: string }): Promise<string | null>;
  /** Whether transfers to the account can be paid out (Stripe: payouts enabled). */
  payoutAccountReady(accountId: string): Promise<boolean>;
  /** Throws PaymentProviderError (`refused` when the provider said no, so nothing was transferred). */
  transfer(input: TransferInput): Promise<{ id: string }>;
  createIntent(input: CreateIntentInput): Promise<CreatedIntent>;
  /** null when the provider has no intent with this id. */
  retrieveIntent(id: string): Promise<RetrievedIntent | null>;
  /**
   * Cancels intents that must not be paid any more (superseded, or the class changed). Intents already
   * paid cannot be canceled and are returned as `paid`; unknown ones are ignored.
   */
  cancelIntents(ids: string[]): Promise<{ paid: string[] }>;
  /**
   * Refunds the whole amount of a succeeded intent; repeating it is harmless (one idempotency key per
   * intent, and an intent already refunded answers as refunded).
   */
  refundIntent(id: string, reason?: string): Promise<ProviderRefund>;
}

export type SandboxConfirmResult =
  | { ok: true; intent: RetrievedIntent; card: { brand: CardBrand; last4: string } }
  | {
      ok: false;
      /** card_error: a decline or bad card data (HTTP 402); invalid_request: the intent cannot be confirmed. */
      type: "card_error" | "invalid_request";
      code: string;
      declineCode?: string;
      message: string;
    };

export interface SandboxPaymentProvider extends PaymentProviderBase {
  readonly kind: "sandbox";
  /**
   * Confirms a card payment the way Stripe does in test mode, for the intent's own student only
   * (null when there is no such intent for this student).
   */
  confirmIntent(id: string, input: SandboxConfirmBody, studentUid: string): Promise<SandboxConfirmResult | null>;
}

export interface StripePaymentProvider extends PaymentProviderBase {
  readonly kind: "stripe";
  /** Verifies the Stripe-Signature header over the raw body; throws WebhookSignatureError. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentWebhookEvent;
}

export type PaymentProvider = SandboxPaymentProvider | StripePaymentProvider;
