import { randomBytes } from "node:crypto";
import type { Db } from "@classwise/db/client";
import { param, preparedQuery } from "@classwise/db/prepared";
import { sandboxIntents, sandboxTransfers } from "@classwise/db/schema";
import {
  type CardBrand,
  detectCardBrand,
  digitsOnly,
  MIN_CARD_CHARGE_CENTS,
  type PaymentIntentStatus,
  type SandboxConfirmBody,
  validateCard,
} from "@classwise/shared";
import { and, eq, inArray, sql } from "drizzle-orm";
import { testCardOutcome } from "./test-cards.js";
import {
  type CreatedIntent,
  type CreateIntentInput,
  PaymentProviderError,
  type RetrievedIntent,
  type SandboxConfirmResult,
  type SandboxPaymentProvider,
  type TransferInput,
} from "./types.js";

/**
 * The sandbox's deterministic transfer failure, for tests and demos: an amount whose cents end in 13 is
 * refused, as Stripe refuses a transfer the platform's balance cannot cover.
 */
export const SANDBOX_FAILING_TRANSFER_CENTS = 13;

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
    clientSecret: row.clientSecret,
    card:
      row.status === "succeeded" && row.cardBrand && row.cardLast4
        ? { brand: row.cardBrand, last4: row.cardLast4 }
        : undefined,
  };
}

function unexpectedState(row: IntentRow): SandboxConfirmResult {
  const message =
    row.status === "succeeded"
      ? "You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed."
      : `You cannot confirm this PaymentIntent because it has a status of ${row.status}.`;
  return { ok: false, type: "invalid_request", code: "payment_intent_unexpected_state", message };
}

// The statements of a purchase, prepared once (db/prepared.ts).
const newIntent = preparedQuery("sandbox_new_intent", (db, name) =>
  db
    .insert(sandboxIntents)
    .values({
      id: param("id"),
      clientSecret: param("clientSecret"),
      amountCents: param("amountCents"),
      currency: param("currency"),
      metadata: param("metadata"),
      idempotencyKey: param("idempotencyKey"),
    })
    .onConflictDoUpdate({
      target: sandboxIntents.idempotencyKey,
      set: { idempotencyKey: sql`excluded.idempotency_key` },
    })
    .returning()
    .prepare(name),
);

const intentById = preparedQuery("sandbox_intent_by_id", (db, name) =>
  db
    .select()
    .from(sandboxIntents)
    .where(eq(sandboxIntents.id, param("id")))
    .limit(1)
    .prepare(name),
);

const ownIntent = sql`${sandboxIntents.metadata}->>'studentUid' = ${param("studentUid")}`;

/**
 * One conditional update: only the intent's own student, only while unpaid; of two confirmations racing,
 * only one moves the intent on. A miss is explained by reading the row afterwards.
 */
const confirmation = preparedQuery("sandbox_confirm", (db, name) =>
  db
    .update(sandboxIntents)
    .set({
      cardBrand: sql`${param("cardBrand")}`,
      cardLast4: sql`${param("cardLast4")}`,
      billingName: sql`${param("billingName")}`,
      billingEmail: sql`${param("billingEmail")}`,
      status: sql`${param("status")}`,
      lastErrorCode: sql`${param("lastErrorCode")}`,
      lastErrorMessage: sql`${param("lastErrorMessage")}`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(sandboxIntents.id, param("id")), ownIntent, inArray(sandboxIntents.status, confirmable)))
    .returning()
    .prepare(name),
);

/**
 * The built-in processor: Stripe test mode's behaviour (intents, client secrets, idempotency keys, test
 * card outcomes) with its state in the product's database, so it works offline and across API processes.
 */
export function createSandboxPaymentProvider(getDb: () => Db): SandboxPaymentProvider {
  return {
    kind: "sandbox",

    async createIntent(input: CreateIntentInput): Promise<CreatedIntent> {
      if (input.amountCents < MIN_CARD_CHARGE_CENTS) {
        throw new PaymentProviderError("Amount must be at least $0.50 usd (amount_too_small)");
      }
      const id = `pi_sb${randomBytes(12).toString("hex")}`;
      // One statement: a new intent, or the one this idempotency key made before (the no-op update makes
      // RETURNING give back the existing row, also when a concurrent call inserted it a moment earlier).
      const [row] = await newIntent(getDb()).execute({
        id,
        clientSecret: `${id}_secret_${randomBytes(16).toString("hex")}`,
        amountCents: input.amountCents,
        currency: input.currency,
        metadata: { classId: input.metadata.classId, studentUid: input.metadata.studentUid },
        idempotencyKey: input.idempotencyKey,
      });
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
      const [row] = await intentById(getDb()).execute({ id });
      return row ? toRetrieved(row) : null;
    },

    async cancelIntents(ids: string[]) {
      if (ids.length === 0) return { paid: [] };
      const rows = await getDb()
        .update(sandboxIntents)
        .set({ status: sql`case when ${sandboxIntents.status} = 'succeeded' then 'succeeded' else 'canceled' end` })
        .where(inArray(sandboxIntents.id, ids))
        .returning({ id: sandboxIntents.id, status: sandboxIntents.status });
      return { paid: rows.filter((row) => row.status === "succeeded").map((row) => row.id) };
    },

    async refundIntent(id: string) {
      const [row] = await getDb()
        .update(sandboxIntents)
        .set({ refundedAt: sql`coalesce(${sandboxIntents.refundedAt}, now())` })
        .where(and(eq(sandboxIntents.id, id), eq(sandboxIntents.status, "succeeded")))
        .returning({ id: sandboxIntents.id });
      if (!row) {
        // Stripe refuses to refund what was never charged; so does the sandbox. Intents it never made (the
        // demo data's payments) hold no money here, so their refund has nothing to refuse.
        const [known] = await intentById(getDb()).execute({ id });
        if (known) throw new PaymentProviderError("This PaymentIntent has no charge to refund.", { refused: true });
      }
      return { id: `re_sb${id.slice(5)}`, status: "succeeded" as const };
    },

    async createPayoutAccount() {
      return { accountId: `acct_sb${randomBytes(8).toString("hex")}`, ready: true };
    },

    async payoutAccountLink() {
      return null;
    },

    async payoutAccountReady() {
      return true;
    },

    async transfer(input: TransferInput) {
      if (input.amountCents % 100 === SANDBOX_FAILING_TRANSFER_CENTS) {
        throw new PaymentProviderError(
          "Your balance is insufficient for this transfer (sandbox: amounts ending in .13 are refused).",
          { refused: true },
        );
      }
      const db = getDb();
      await db
        .insert(sandboxTransfers)
        .values({
          id: `tr_sb${randomBytes(8).toString("hex")}`,
          idempotencyKey: input.idempotencyKey,
          destination: input.destination,
          amountCents: input.amountCents,
          currency: input.currency,
        })
        .onConflictDoNothing({ target: sandboxTransfers.idempotencyKey });
      const [row] = await db
        .select()
        .from(sandboxTransfers)
        .where(eq(sandboxTransfers.idempotencyKey, input.idempotencyKey));
      if (!row || row.amountCents !== input.amountCents || row.destination !== input.destination) {
        throw new PaymentProviderError(
          "Keys for idempotent requests can only be used with the same parameters they were first used with.",
          { refused: true },
        );
      }
      return { id: row.id };
    },

    async confirmIntent(id: string, input: SandboxConfirmBody, studentUid: string) {
      const db = getDb();
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
      const [updated] = await confirmation(db).execute({
        id,
        studentUid,
        ...attempt,
        ...(decline
          ? {
              status: "requires_payment_method",
              lastErrorCode: decline.declineCode ?? decline.code,
              lastErrorMessage: decline.message,
            }
          : { status: "succeeded", lastErrorCode: null, lastErrorMessage: null }),
      });
      if (!updated) {
        const [current] = await db
          .select()
          .from(sandboxIntents)
          .where(and(eq(sandboxIntents.id, id), sql`${sandboxIntents.metadata}->>'studentUid' = ${studentUid}`))
          .limit(1);
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
