import type { Db } from "@classwise/db/client";
import { type SQL, sql } from "drizzle-orm";

/**
 * The ledger entries of a captured payment (docs/payments.md "Ledger"), as the body of a data-modifying CTE:
 * the provider account gives the amount, the platform takes its frozen percent (rounded down) and the teacher
 * the rest, so the three sum to zero. `payment` selects rows with id, class_id, amount_cents, currency,
 * platform_fee_percent and paid_at. The unique (kind, event, account) index makes a replay book nothing.
 */
export function paymentBooking(payment: SQL): SQL {
  return sql`
    insert into ledger_entries (kind, event_id, account, teacher_id, amount_cents, currency, payment_id, class_id, paid_at)
    select 'payment', b.id, a.account, a.teacher_id, a.amount, b.currency, b.id, b.class_id, b.paid_at
    from (${payment}) b
    join classes c on c.id = b.class_id
    cross join lateral (values
      ('provider', null::text, -b.amount_cents::bigint),
      ('platform', null::text, (b.amount_cents * b.platform_fee_percent / 100)::bigint),
      ('teacher:' || c.teacher_id, c.teacher_id,
        (b.amount_cents - b.amount_cents * b.platform_fee_percent / 100)::bigint)
    ) as a(account, teacher_id, amount)
    on conflict do nothing
    returning id`;
}

/**
 * Serialises what reads and then moves one teacher's balance (a refund taking back a share, a payout paying
 * it) for the rest of the caller's transaction.
 */
export async function lockTeacherBalance(tx: Db, teacherId: string) {
  await tx.execute(sql`select ${teacherBalanceLock(sql`${teacherId}`)}`);
}

/** The advisory lock of `lockTeacherBalance`, as an expression over a teacher id, to take inside a query. */
function teacherBalanceLock(teacherId: SQL): SQL {
  return sql`pg_advisory_xact_lock(hashtextextended('ledger:teacher:' || ${teacherId}, 0))`;
}

/**
 * In the refund's transaction: reverses exactly what the payment booked. The teacher gives back their share,
 * but never more than their balance holds (a share already paid out); the platform covers the rest, so no
 * teacher balance goes negative and the refund's entries still sum to zero. Books nothing twice.
 */
export async function bookRefund(tx: Db, paymentId: string) {
  // Finds the teacher and takes their balance's lock in one statement.
  const [teacher] = (
    (await tx.execute(sql`
      select teacher_id, ${teacherBalanceLock(sql`teacher_id`)} from ledger_entries
      where kind = 'payment' and event_id = ${paymentId} and teacher_id is not null`)) as unknown as {
      rows: { teacher_id: string }[];
    }
  ).rows;
  if (!teacher) return;
  await tx.execute(sql`
    with booked as (
      select * from ledger_entries where kind = 'payment' and event_id = ${paymentId}
    ), share as (
      select b.amount_cents as booked,
        least(b.amount_cents, greatest(0, (select coalesce(sum(l.amount_cents), 0) from ledger_entries l
          where l.teacher_id = b.teacher_id and l.currency = b.currency))) as taken
      from booked b where b.teacher_id is not null
    )
    insert into ledger_entries (kind, event_id, account, teacher_id, amount_cents, currency, payment_id, class_id, paid_at)
    select 'refund', b.event_id, b.account, b.teacher_id,
      case
        when b.teacher_id is not null then -(select taken from share)
        when b.account = 'platform' then -b.amount_cents - (select booked - taken from share)
        else -b.amount_cents
      end,
      b.currency, b.payment_id, b.class_id, b.paid_at
    from booked b
    on conflict do nothing`);
}
