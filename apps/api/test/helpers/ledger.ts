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

/**
 * The rollups of migration 0018 agree with what they roll up: each money metric's overall sum equals the
 * ledger's, the enrolment and sign-up counts are at least the rows that still stand (a refund ends an
 * enrolment but not its count), and every class's and teacher's total equals the sum of its days.
 */
export async function expectRollupsMatchLedger(db: Db) {
  const [money] = rowsOf<Record<string, string>>(
    await db.execute(sql`
      select
        (select coalesce(-sum(amount_cents), 0) from ledger_entries where kind = 'payment' and account = 'provider')::bigint as gross_cents,
        (select count(*) from ledger_entries where kind = 'payment' and account = 'provider')::bigint as payments,
        (select coalesce(sum(amount_cents), 0) from ledger_entries where kind = 'refund' and account = 'provider')::bigint as refund_cents,
        (select count(*) from ledger_entries where kind = 'refund' and account = 'provider')::bigint as refunds,
        (select coalesce(sum(amount_cents), 0) from ledger_entries where kind <> 'payout' and account like 'teacher:%')::bigint as teacher_cents,
        (select coalesce(sum(amount_cents), 0) from ledger_entries where kind <> 'payout' and account = 'platform')::bigint as platform_cents,
        (select coalesce(-sum(amount_cents), 0) from ledger_entries where kind = 'payout' and account like 'teacher:%')::bigint as payout_cents,
        (select count(*) from payouts)::bigint as payouts`),
  );
  const rolled = rowsOf<{ metric: string; value: string }>(
    await db.execute(
      sql`select metric, sum(value)::bigint as value from analytics_daily where scope = 'all' group by metric`,
    ),
  );
  const byMetric = Object.fromEntries(rolled.map((row) => [row.metric, Number(row.value)]));
  for (const [metric, value] of Object.entries(money ?? {})) {
    expect(byMetric[metric] ?? 0, `rollup of ${metric}`).toBe(Number(value));
  }
  const [counts] = rowsOf<{ enrolments: string; users: string }>(
    await db.execute(
      sql`select (select count(*) from enrolments) as enrolments, (select count(*) from users) as users`,
    ),
  );
  expect(byMetric.enrolments ?? 0).toBeGreaterThanOrEqual(Number(counts?.enrolments));
  expect(byMetric.signups ?? 0).toBe(Number(counts?.users));
  const drift = rowsOf(
    await db.execute(sql`
      select t.metric, t.scope, t.scope_id from analytics_totals t
      where t.value <> (select coalesce(sum(d.value), 0) from analytics_daily d
        where d.metric = t.metric and d.scope = t.scope and d.scope_id = t.scope_id)`),
  );
  expect(drift, "totals that differ from the sum of their days").toEqual([]);
}
