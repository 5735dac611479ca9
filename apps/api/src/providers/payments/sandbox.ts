import { randomBytes } from "node:crypto";
import {
  type CardBrand,
  detectCardBrand,
  digitsOnly,
  type PaymentIntentStatus,
  type SandboxConfirmBody,
  validateCard,
} from "@classwise/shared";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { sandboxIntents } from "../../db/schema.js";
import { testCardOutcome } from "./test-cards.js";
import {
  type CreatedIntent,
  type CreateIntentInput,
  PaymentProviderError,
  type RetrievedIntent,
  type SandboxConfirmResult,
  type SandboxPaymentProvider,
} from "./types.js";

type IntentRow = typeof sandboxIntents.$inferSelect;

/** States from which Stripe lets a client confirm an intent. */
const confirmable: PaymentIntentStatus[] = ["requires_payment_method", "requires_confirmation"];

function toRetrieved(row: IntentRow): RetrievedIntent {
  return {
    id: row.id,
    status: row.status as PaymentIntentStatus,
    amountCents: row.amountCents,
    currency: row.currency,
    metadata: { ...row.metadata },
  };
}

function unexpectedState(row: IntentRow): SandboxConfirmResult {
  const message =
    row.status === "succeeded"
      ? "You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed."
      : `You cannot confirm this PaymentIntent because it has a status of ${row.status}.`;
  return { ok: false, type: "invalid_request", code: "payment_intent_unexpected_state", message };
}

/**
 * The built-in processor: Stripe test mode's behaviour (intents, client secrets, idempotency keys, test
 * card outcomes) with its state in the product's database, so it works offline and across API processes.
 */
export function createSandboxPaymentProvider(getDb: () => Db): SandboxPaymentProvider {
  return {
    kind: "sandbox",

    async createIntent(input: CreateIntentInput): Promise<CreatedIntent> {
      const db = getDb();
      const id = `pi_sb${randomBytes(12).toString("hex")}`;
      await db
        .insert(sandboxIntents)
        .values({
          id,
          clientSecret: `${id}_secret_${randomBytes(16).toString("hex")}`,
          amountCents: input.amountCents,
          currency: input.currency,
          metadata: { classId: input.metadata.classId, studentUid: input.metadata.studentUid },
          idempotencyKey: input.idempotencyKey,
        })
        .onConflictDoNothing({ target: sandboxIntents.idempotencyKey });
      const [row] = await db
        .select()
        .from(sandboxIntents)
        .where(eq(sandboxIntents.idempotencyKey, input.idempotencyKey))
        .limit(1);
      if (!row) throw new PaymentProviderError("The sandbox intent could not be created");
      // Stripe refuses an idempotency key reused with other parameters; so does the sandbox.
      if (
        row.amountCents !== input.amountCents ||
        row.currency !== input.currency ||
        row.metadata.classId !== input.metadata.classId ||
        row.metadata.studentUid !== input.metadata.studentUid
      ) {
        throw new PaymentProviderError(
          "Keys for idempotent requests can only be used with the same parameters they were first used with.",
        );
      }
      return { id: row.id, clientSecret: row.clientSecret, status: row.status as PaymentIntentStatus };
    },

    async retrieveIntent(id: string) {
      const [row] = await getDb().select().from(sandboxIntents).where(eq(sandboxIntents.id, id)).limit(1);
      return row ? toRetrieved(row) : null;
    },

    async confirmIntent(id: string, input: SandboxConfirmBody, studentUid: string) {
      const db = getDb();
      const [row] = await db
        .select()
        .from(sandboxIntents)
        .where(and(eq(sandboxIntents.id, id), sql`${sandboxIntents.metadata}->>'studentUid' = ${studentUid}`))
        .limit(1);
      if (!row) return null;
      if (!confirmable.includes(row.status as PaymentIntentStatus)) return unexpectedState(row);

      const number = digitsOnly(input.card.number);
      const invalid = validateCard({ ...input.card, number });
      if (invalid) return { ok: false, type: "card_error", code: invalid.code, message: invalid.message };

      const card = { brand: detectCardBrand(number) as CardBrand, last4: number.slice(-4) };
      const decline = testCardOutcome(number);
      const attempt = {
        cardBrand: card.brand,
        cardLast4: card.last4,
        billingName: input.billingDetails.name,
        billingEmail: input.billingDetails.email,
      };
      // Conditional updates: of two confirmations racing, only one moves the intent on.
      const [updated] = await db
        .update(sandboxIntents)
        .set(
          decline
            ? {
                ...attempt,
                status: "requires_payment_method",
                lastErrorCode: decline.declineCode ?? decline.code,
                lastErrorMessage: decline.message,
              }
            : { ...attempt, status: "succeeded", lastErrorCode: null, lastErrorMessage: null },
        )
        .where(and(eq(sandboxIntents.id, id), inArray(sandboxIntents.status, confirmable)))
        .returning();
      if (!updated) {
        const [current] = await db.select().from(sandboxIntents).where(eq(sandboxIntents.id, id)).limit(1);
        return current ? unexpectedState(current) : null;
      }
      if (decline) {
        return {
          ok: false,
          type: "card_error",
          code: decline.code,
          ...(decline.declineCode ? { declineCode: decline.declineCode } : {}),
          message: decline.message,
        };
      }
      return { ok: true, intent: toRetrieved(updated), card };
    },
  };
}
