import type { Db } from "@classwise/db/client";
import {
  type AdminPayoutsResponse,
  type EarningsResponse,
  messages,
  type PayoutAccountResponse,
  type PayoutRecord,
  type PayoutRunResponse,
  paths,
} from "@classwise/shared";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.js";
import { AppError } from "../../lib/errors.js";
import type { Actor } from "../../policy/index.js";
import { type PaymentProvider, PaymentProviderError } from "../../providers/payments/index.js";
import * as repository from "./repository.js";

export interface LedgerDeps {
  db: Db;
  payments: PaymentProvider;
  log: FastifyBaseLogger;
  config: Pick<Config, "refunds" | "ledger" | "now" | "publicUrl">;
}

const DAY_MS = 24 * 3600 * 1000;
const PAYOUTS_LISTED = 100;

/** Shares of payments paid after this moment are still inside the refund window: pending. */
function pendingAfter(deps: LedgerDeps) {
  return new Date(deps.config.now().getTime() - deps.config.refunds.windowDays * DAY_MS);
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toPayoutRecord(row: repository.PayoutRow): PayoutRecord {
  return {
    _id: row.id,
    teacherId: row.teacher_id,
    amountCents: Number(row.amount_cents),
    currency: row.currency,
    status: row.status as PayoutRecord["status"],
    failure: row.failure,
    createdAt: iso(row.created_at) ?? "",
    paidAt: iso(row.paid_at),
  };
}

/** GET /teacher/earnings (teachers; an admin sees their own, empty): the caller's balance, payout account and payouts (docs/payments.md "Payouts"). */
export async function getEarnings(deps: LedgerDeps, actor: Actor): Promise<EarningsResponse> {
  const [balance, account, payouts] = await Promise.all([
    repository.teacherBalance(deps.db, actor.uid, pendingAfter(deps)),
    repository.findPayoutAccount(deps.db, actor.uid),
    repository.listPayouts(deps.db, actor.uid, PAYOUTS_LISTED),
  ]);
  return {
    success: true,
    balance: {
      currency: balance.currency,
      pendingCents: balance.pending,
      availableCents: balance.available,
      inTransitCents: balance.in_transit,
      paidOutCents: balance.paid_out,
    },
    payoutAccount: { connected: Boolean(account), ready: Boolean(account?.ready) },
    payouts: payouts.map(toPayoutRecord),
  };
}

/**
 * POST /teacher/payout-account: connects the caller's payout account once (Stripe: an Express account,
 * idempotency key per teacher, then the onboarding link; the sandbox: simulated and ready at once), and
 * refreshes whether it is ready.
 */
export async function connectPayoutAccount(deps: LedgerDeps, actor: Actor): Promise<PayoutAccountResponse> {
  try {
    let account = await repository.findPayoutAccount(deps.db, actor.uid);
    if (!account || account.provider !== deps.payments.kind) {
      const created = await deps.payments.createPayoutAccount({ teacherId: actor.uid, email: actor.email });
      account = { teacherId: actor.uid, provider: deps.payments.kind, ...created, createdAt: new Date() };
    } else if (!account.ready) {
      account = { ...account, ready: await deps.payments.payoutAccountReady(account.accountId) };
    }
    await repository.savePayoutAccount(deps.db, account);
    const url = account.ready
      ? null
      : await deps.payments.payoutAccountLink(account.accountId, {
          returnUrl: `${deps.config.publicUrl}${paths.teacher.earnings}`,
          refreshUrl: `${deps.config.publicUrl}${paths.teacher.earnings}`,
        });
    return {
      success: true,
      message: account.ready ? messages.earnings.accountConnected : messages.earnings.accountOnboarding,
      ready: account.ready,
      url,
    };
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.log.error({ error: error.message }, "payout account not connected");
    throw new AppError("UNAVAILABLE", messages.earnings.accountUnavailable);
  }
}

/**
 * POST /admin/payouts/run (and the optional schedule): pays every teacher's available balance of at least
 * PAYOUT_MINIMUM_CENTS. Each teacher's payout is claimed under their balance lock (so a run started twice, or
 * by two processes at once, reserves each balance once), transferred under the key `payout:{id}:{attempt}`,
 * then marked paid; a failed transfer is recorded and retried by the next run, never paid twice.
 */
export async function runPayouts(deps: LedgerDeps, actor: Actor | null): Promise<PayoutRunResponse> {
  const after = pendingAfter(deps);
  const minimumCents = deps.config.ledger.payoutMinimumCents;
  const teachers = await repository.payoutCandidates(deps.db, after, minimumCents);
  let paid = 0;
  let failed = 0;
  let skipped = 0;
  let paidCents = 0;
  for (const teacherId of teachers) {
    const payout = await repository.claimPayout(deps.db, {
      teacherId,
      provider: deps.payments.kind,
      pendingAfter: after,
      minimumCents,
    });
    if (!payout) {
      skipped++;
      continue;
    }
    const amountCents = Number(payout.amount_cents);
    try {
      const transfer = await deps.payments.transfer({
        amountCents,
        currency: payout.currency,
        destination: payout.destination,
        idempotencyKey: `payout:${payout.id}:${payout.attempt}`,
        metadata: { payoutId: payout.id, teacherId },
      });
      await repository.completePayout(deps.db, payout, transfer.id, actor);
      paid++;
      paidCents += amountCents;
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      await repository.failPayout(deps.db, payout.id, error.message, error.refused);
      deps.log.error({ payoutId: payout.id, error: error.message }, "payout transfer failed; the next run retries it");
      failed++;
    }
  }
  return { success: true, message: messages.earnings.payoutRunDone(paid, failed), paid, failed, skipped, paidCents };
}

/** GET /admin/payouts: the latest payouts of every teacher. */
export async function listAllPayouts(deps: LedgerDeps): Promise<AdminPayoutsResponse> {
  const rows = await repository.listPayouts(deps.db, null, PAYOUTS_LISTED);
  return { success: true, payouts: rows.map(toPayoutRecord) };
}
