import { randomUUID } from "node:crypto";
import type { Db } from "@classwise/db/client";
import { payoutAccounts } from "@classwise/db/schema";
import { sql } from "drizzle-orm";
import type { Actor } from "../../policy/index.js";
import { appendAudit } from "../audit/append.js";
import { lockTeacherBalance } from "./bookings.js";

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Seconds a pending payout stays claimed by its run; after that the next run may retry it (same key). */
export const PAYOUT_LEASE_SECONDS = 120;

export interface BalanceRow {
  currency: string;
  pending: number;
  available: number;
  in_transit: number;
  paid_out: number;
}

/**
 * A teacher's balance as of `asOf`: entries of payments paid after `pendingAfter` are pending, everything
 * else (older shares, refunds of them, payouts) is available; payouts split by status. One index range.
 */
export async function teacherBalance(db: Db, teacherId: string, pendingAfter: Date): Promise<BalanceRow> {
  const [row] = rowsOf<BalanceRow>(
    await db.execute(sql`
      select 'usd' as currency,
        coalesce(sum(amount_cents) filter (where paid_at > ${pendingAfter.toISOString()}::timestamptz), 0)::bigint
          as pending,
        coalesce(sum(amount_cents) filter (where paid_at is null or paid_at <= ${pendingAfter.toISOString()}::timestamptz), 0)::bigint
          as available,
        (select coalesce(sum(amount_cents), 0)::bigint from payouts
          where teacher_id = ${teacherId} and status <> 'paid') as in_transit,
        (select coalesce(sum(amount_cents), 0)::bigint from payouts
          where teacher_id = ${teacherId} and status = 'paid') as paid_out
      from ledger_entries where teacher_id = ${teacherId}`),
  );
  return {
    currency: row?.currency ?? "usd",
    pending: Number(row?.pending ?? 0),
    available: Number(row?.available ?? 0),
    in_transit: Number(row?.in_transit ?? 0),
    paid_out: Number(row?.paid_out ?? 0),
  };
}

/** Teachers a payout run looks at: an available balance of at least the minimum, or an unpaid payout. */
export async function payoutCandidates(db: Db, pendingAfter: Date, minimumCents: number): Promise<string[]> {
  const rows = rowsOf<{ teacher_id: string }>(
    await db.execute(sql`
      select teacher_id from ledger_entries where teacher_id is not null
      group by teacher_id
      having coalesce(sum(amount_cents) filter (where paid_at is null or paid_at <= ${pendingAfter.toISOString()}::timestamptz), 0)
        >= ${minimumCents}
      union
      select teacher_id from payouts where status <> 'paid'`),
  );
  return rows.map((row) => row.teacher_id);
}

export interface PayoutRow {
  id: string;
  teacher_id: string;
  amount_cents: number;
  currency: string;
  provider: string;
  destination: string;
  status: string;
  attempt: number;
  failure: string | null;
  created_at: Date | string;
  paid_at: Date | string | null;
}

/**
 * Claims one teacher's payout for this run, in ONE transaction under the teacher's balance lock: an unpaid
 * payout (failed, or pending past its lease) is claimed again as it is (same amount, same key); otherwise
 * the available balance, when at least the minimum and the teacher has a ready payout account, is reserved:
 * a payout row and its ledger entries (teacher −amount, provider +amount). Undefined: nothing to pay now
 * (including a payout another run holds).
 */
export async function claimPayout(
  db: Db,
  input: { teacherId: string; provider: string; pendingAfter: Date; minimumCents: number },
): Promise<PayoutRow | undefined> {
  return db.transaction(async (tx) => {
    await lockTeacherBalance(tx, input.teacherId);
    const [open] = rowsOf<PayoutRow & { fresh: boolean }>(
      await tx.execute(sql`
        select *, claimed_at >= now() - make_interval(secs => ${PAYOUT_LEASE_SECONDS}) as fresh
        from payouts where teacher_id = ${input.teacherId} and status <> 'paid'`),
    );
    if (open) {
      if (open.status === "pending" && open.fresh) return undefined;
      const [claimed] = rowsOf<PayoutRow>(
        await tx.execute(sql`
          update payouts set status = 'pending', claimed_at = now()
          where id = ${open.id} returning *`),
      );
      return claimed;
    }
    const [account] = await tx
      .select()
      .from(payoutAccounts)
      .where(sql`${payoutAccounts.teacherId} = ${input.teacherId} and ${payoutAccounts.ready}`);
    if (!account || account.provider !== input.provider) return undefined;
    const balance = await teacherBalance(tx, input.teacherId, input.pendingAfter);
    if (balance.available < input.minimumCents) return undefined;
    const id = randomUUID();
    const [payout] = rowsOf<PayoutRow>(
      await tx.execute(sql`
        insert into payouts (id, teacher_id, amount_cents, currency, provider, destination)
        values (${id}, ${input.teacherId}, ${balance.available}, ${balance.currency}, ${input.provider},
          ${account.accountId})
        returning *`),
    );
    await tx.execute(sql`
      insert into ledger_entries (kind, event_id, account, teacher_id, amount_cents, currency)
      values ('payout', ${id}, ${`teacher:${input.teacherId}`}, ${input.teacherId}, ${-balance.available},
          ${balance.currency}),
        ('payout', ${id}, 'provider', null, ${balance.available}, ${balance.currency})`);
    return payout;
  });
}

/** The transfer went through: the payout is paid, and the audit log records it in the same transaction. */
export async function completePayout(db: Db, payout: PayoutRow, transferId: string, actor: Actor | null) {
  await db.transaction(async (tx) => {
    const [paid] = rowsOf<{ id: string }>(
      await tx.execute(sql`
        update payouts set status = 'paid', paid_at = now(), provider_transfer_id = ${transferId}, failure = null
        where id = ${payout.id} and status = 'pending' returning id`),
    );
    if (!paid) return;
    await appendAudit(tx, {
      actor,
      action: "payout.run",
      objectType: "payout",
      objectId: payout.id,
      before: { status: "pending" },
      after: {
        status: "paid",
        teacherId: payout.teacher_id,
        amountCents: Number(payout.amount_cents),
        currency: payout.currency,
        transferId,
      },
    });
  });
}

/**
 * The transfer failed: retried by the next run. A refusal (nothing was transferred) moves the idempotency
 * key on; no answer keeps it, so a transfer the provider made before timing out is not made twice.
 */
export async function failPayout(db: Db, payoutId: string, failure: string, refused: boolean) {
  await db.execute(sql`
    update payouts set status = 'failed', failure = ${failure.slice(0, 1000)},
      attempt = attempt + ${refused ? 1 : 0}
    where id = ${payoutId} and status = 'pending'`);
}

export async function listPayouts(db: Db, teacherId: string | null, limit: number): Promise<PayoutRow[]> {
  const scope = teacherId ? sql`where teacher_id = ${teacherId}` : sql``;
  return rowsOf<PayoutRow>(
    await db.execute(sql`select * from payouts ${scope} order by created_at desc, id desc limit ${limit}`),
  );
}

export async function findPayoutAccount(db: Db, teacherId: string) {
  const [row] = await db.select().from(payoutAccounts).where(sql`${payoutAccounts.teacherId} = ${teacherId}`);
  return row;
}

export async function savePayoutAccount(
  db: Db,
  input: { teacherId: string; provider: string; accountId: string; ready: boolean },
) {
  await db
    .insert(payoutAccounts)
    .values(input)
    .onConflictDoUpdate({
      target: payoutAccounts.teacherId,
      set: { provider: input.provider, accountId: input.accountId, ready: input.ready },
    });
}
