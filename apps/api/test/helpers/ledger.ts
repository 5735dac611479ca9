import type { Db } from "@classwise/db/client";
import { sql } from "drizzle-orm";
import { expect } from "vitest";

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * The ledger's invariants (docs/payments.md "Ledger"), checked after every scenario: each event sums to zero,
 * no teacher's or the platform's balance is negative, every captured payment that enrolled (succeeded, or
 * refunded through a refund) is booked exactly once with three entries, nothing else is booked, and every
 * completed refund is reversed exactly once.
 */
export async function expectLedgerInvariants(db: Db) {
  const unbalanced = rowsOf(
    await db.execute(sql`
      select kind, event_id, sum(amount_cents)::bigint as total from ledger_entries
      group by kind, event_id having sum(amount_cents) <> 0`),
  );
  expect(unbalanced, "events whose entries do not sum to zero").toEqual([]);

  const negative = rowsOf(
    await db.execute(sql`
      select account, currency, sum(amount_cents)::bigint as balance from ledger_entries
      where account <> 'provider' group by account, currency having sum(amount_cents) < 0`),
  );
  expect(negative, "negative balances").toEqual([]);

  const bookings = rowsOf(
    await db.execute(sql`
      select p.id, p.status, r.status as refund,
        (select count(*) from ledger_entries l where l.kind = 'payment' and l.event_id = p.id)::int as booked,
        (select count(*) from ledger_entries l where l.kind = 'refund' and l.event_id = p.id)::int as reversed
      from payments p left join refunds r on r.payment_id = p.id`),
  ) as { id: string; status: string; refund: string | null; booked: number; reversed: number }[];
  for (const row of bookings) {
    const enrolled = row.status === "succeeded" || (row.status === "refunded" && row.refund === "succeeded");
    expect(Number(row.booked), `payment ${row.id} (${row.status}) bookings`).toBe(enrolled ? 3 : 0);
    expect(Number(row.reversed), `payment ${row.id} reversals`).toBe(row.refund === "succeeded" ? 3 : 0);
  }
  const orphans = rowsOf(
    await db.execute(sql`
      select l.kind, l.event_id from ledger_entries l
      where l.kind in ('payment', 'refund') and not exists (select 1 from payments p where p.id = l.payment_id)`),
  );
  expect(orphans, "payment entries without a payment").toEqual([]);
}

/** Every account's balance in cents (teacher accounts as `teacher:<id>`). */
export async function ledgerBalances(db: Db): Promise<Record<string, number>> {
  const rows = rowsOf<{ account: string; balance: string }>(
    await db.execute(sql`select account, sum(amount_cents)::bigint as balance from ledger_entries group by account`),
  );
  return Object.fromEntries(rows.map((row) => [row.account, Number(row.balance)]));
}

/** The entries of one event, ordered by account. */
export async function ledgerEvent(db: Db, kind: string, eventId: string) {
  const rows = rowsOf<{ account: string; amount_cents: string; currency: string }>(
    await db.execute(sql`
      select account, amount_cents, currency from ledger_entries
      where kind = ${kind} and event_id = ${eventId} order by account`),
  );
  return rows.map((row) => ({ account: row.account, amountCents: Number(row.amount_cents), currency: row.currency }));
}
