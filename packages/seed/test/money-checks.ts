import type { Db } from "@classwise/db/client";
import { MIN_CARD_CHARGE_CENTS } from "@classwise/shared";
import { type SQL, sql } from "drizzle-orm";
import { expect } from "vitest";

export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The ledger's invariants (docs/payments.md "Ledger"): every event sums to zero and so does the whole ledger,
 * no teacher or platform balance is negative, every paid payment is booked once on what was charged (a
 * coupon's discount shared in proportion), every refund reverses its booking once and came before any work
 * (no quiz attempt of the student in the class), every payout is booked.
 */
export async function expectBalancedLedger(db: Db) {
  const unbalanced = await rows(
    db,
    sql`select kind, event_id from ledger_entries group by kind, event_id having sum(amount_cents) <> 0`,
  );
  expect(unbalanced).toEqual([]);
  const [total] = await rows<{ sum: string }>(
    db,
    sql`select coalesce(sum(amount_cents), 0)::text as sum from ledger_entries`,
  );
  expect(total!.sum).toBe("0");
  const negative = await rows(
    db,
    sql`select account from ledger_entries where account <> 'provider' group by account having sum(amount_cents) < 0`,
  );
  expect(negative).toEqual([]);
  const wrongBookings = await rows(
    db,
    sql`select p.id from payments p left join refunds r on r.payment_id = p.id
        where p.paid_at is not null and (
           (select count(*) from ledger_entries l where l.kind = 'payment' and l.event_id = p.id) <> 3
           or (select -l.amount_cents from ledger_entries l
               where l.kind = 'payment' and l.event_id = p.id and l.account = 'provider') <> p.amount_cents
           or (select l.amount_cents from ledger_entries l
               where l.kind = 'payment' and l.event_id = p.id and l.account = 'platform')
              <> p.amount_cents * p.platform_fee_percent / 100
           or (select count(*) from ledger_entries l where l.kind = 'refund' and l.event_id = p.id)
              <> case when r.status = 'succeeded' then 3 else 0 end
           or (p.status = 'refunded') <> (r.id is not null)
           or (r.id is not null and exists (select 1 from enrolments e where e.payment_id = p.id))
           or (r.id is not null and exists (select 1 from quiz_attempts q
               where q.class_id = p.class_id and q.student_id = p.student_id)))`,
  );
  expect(wrongBookings).toEqual([]);
  const unbookedPayouts = await rows(
    db,
    sql`select p.id from payouts p where not exists (
          select 1 from ledger_entries l where l.kind = 'payout' and l.event_id = p.id and l.amount_cents = -p.amount_cents)`,
  );
  expect(unbookedPayouts).toEqual([]);
}

export interface CouponFigures {
  percent: number;
  amount: number;
  expired: number;
  usedUp: number;
  payments: number;
  refunded: number;
}

/**
 * Coupons as the API prices and redeems them (apps/api/src/modules/coupons): each coupon-priced payment was
 * charged the server's price of its list price (percent rounded down, a fixed amount at most the price,
 * raised to the card minimum, never free), its code was for its class or its teacher and valid at the
 * intent, the student redeemed it once, and each code's count is its redemptions, within its limit.
 */
export async function expectCouponsAsPriced(db: Db): Promise<CouponFigures> {
  const wrongPrices = await rows(
    db,
    sql`select p.id from payments p join coupons k on k.id = p.coupon_id join classes c on c.id = p.class_id
        cross join lateral (select case when k.percent_off is not null
            then p.list_price_cents - p.list_price_cents * k.percent_off / 100
            else p.list_price_cents - least(k.amount_off_cents, p.list_price_cents) end as price) d
        where p.list_price_cents <> c.price_cents
           or p.amount_cents <> case when d.price > 0 and d.price < ${MIN_CARD_CHARGE_CENTS}
             then least(${MIN_CARD_CHARGE_CENTS}, p.list_price_cents) else d.price end
           or p.amount_cents <= 0 or p.amount_cents >= p.list_price_cents
           or (k.class_id is not null and k.class_id <> p.class_id)
           or k.teacher_id <> c.teacher_id
           or (k.starts_at is not null and k.starts_at > p.created_at)
           or (k.expires_at is not null and k.expires_at <= p.created_at)
           or (select count(*) from coupon_redemptions r where r.coupon_id = k.id and r.student_id = p.student_id
               and r.class_id = p.class_id) <> 1`,
  );
  expect(wrongPrices).toEqual([]);
  const listPriced = await rows(
    db,
    sql`select p.id from payments p join classes c on c.id = p.class_id
        where p.coupon_id is null and (p.list_price_cents is not null or p.amount_cents <> c.price_cents)`,
  );
  expect(listPriced).toEqual([]);
  const wrongCounts = await rows(
    db,
    sql`select k.id from coupons k
        where k.redeemed_count <> (select count(*) from coupon_redemptions r where r.coupon_id = k.id)
           or k.redeemed_count <> (select count(*) from payments p where p.coupon_id = k.id)
           or (k.max_redemptions is not null and k.redeemed_count > k.max_redemptions)`,
  );
  expect(wrongCounts).toEqual([]);
  const [figures] = await rows<CouponFigures>(
    db,
    sql`select (select count(*)::int from coupons where percent_off is not null) as percent,
          (select count(*)::int from coupons where amount_off_cents is not null) as amount,
          (select count(*)::int from coupons where expires_at < now()) as expired,
          (select count(*)::int from coupons where redeemed_count > 0 and redeemed_count = max_redemptions) as "usedUp",
          (select count(*)::int from payments where coupon_id is not null) as payments,
          (select count(*)::int from payments where coupon_id is not null and status = 'refunded') as refunded`,
  );
  return figures!;
}
