import type { Db } from "@classwise/db/client";
import { sql } from "drizzle-orm";

/** The refund window the API defaults to (REFUND_WINDOW_DAYS): a share is paid out only after it. */
const WINDOW_DAYS = 30;
/** Monthly payouts over the last months of the seed; older shares go in the first of them. */
const PAYOUT_MONTHS = 6;

/** A deterministic UUID from a text (the seed is reproducible: the same input gives the same ids). */
const uuidOf = (text: ReturnType<typeof sql>) => sql`md5(${text})::uuid::text`;

/**
 * The money side of a loaded seed (docs/payments.md "Ledger"; docs/performance.md "Seed"), set-based, after
 * the rows are in and their triggers are back on, so the analytics rollups come from the same trigger
 * functions as in production:
 * - every paid payment booked (provider, platform 20%, teacher the rest), exactly as the API books it;
 * - one payment in 40 refunded 1-20 days after it was paid (only when the student had not handed in
 *   work, reviewed or earned a certificate in the class: refunds come early): the refund row, the payment marked refunded, its booking reversed, its enrolment ended;
 * - every teacher a ready sandbox payout account, and a paid payout on the first of each of the last six
 *   months of what had become available by then (shares past the refund window, less refunds);
 * - the sign-up and enrolment rollups of the loaded rows (counted before refunds end enrolments, as live).
 * The ledger's per-event balance check (a deferred row trigger) is off for these inserts: at a million
 * payments it would queue three million checks; the entries balance by construction, and the seed test
 * checks every invariant.
 */
export async function seedMoney(db: Db, now: number): Promise<void> {
  // The rollup triggers group millions of rows in one statement: in memory rather than in temporary files.
  await db.execute(sql`set local work_mem = '128MB'`);
  // The running totals are summed once at the end, not moved row by row for millions of daily rows.
  await db.execute(sql`alter table analytics_daily disable trigger analytics_daily_totals`);
  await bookMoney(db, now);
  await db.execute(sql`alter table analytics_daily enable trigger analytics_daily_totals`);
  await db.execute(sql`
    insert into analytics_totals as t (metric, scope, scope_id, value)
    select metric, scope, scope_id, sum(value) from analytics_daily where scope <> 'all' group by 1, 2, 3
    on conflict (metric, scope, scope_id) do update set value = excluded.value`);
  await db.execute(sql`alter table ledger_entries enable trigger ledger_entries_balanced`);
}

async function bookMoney(db: Db, now: number): Promise<void> {
  const nowAt = new Date(now).toISOString();
  await db.execute(sql`
    insert into analytics_daily as a (metric, scope, scope_id, day, value)
    select 'signups', 'all', '', (created_at at time zone 'UTC')::date, count(*) from users group by 4 order by 4
    on conflict (metric, scope, scope_id, day) do update set value = a.value + excluded.value`);
  await db.execute(sql`create temp table seed_enrolments_rollup (like enrolments) on commit drop`);
  await db.execute(sql`
    create trigger seed_enrolments_rollup after insert on seed_enrolments_rollup
    referencing new table as enrolments_new for each statement execute function analytics_enrolment_rollup()`);
  await db.execute(sql`insert into seed_enrolments_rollup select * from enrolments`);
  await db.execute(sql`drop table seed_enrolments_rollup`);

  await db.execute(sql`alter table ledger_entries disable trigger ledger_entries_balanced`);
  await db.execute(sql`
    insert into ledger_entries (kind, event_id, account, teacher_id, amount_cents, currency, payment_id, class_id,
      paid_at, created_at)
    select 'payment', p.id, a.account, a.teacher_id, a.amount, p.currency, p.id, p.class_id, p.paid_at, p.paid_at
    from payments p
    join classes c on c.id = p.class_id
    cross join lateral (values
      ('provider', null::text, -p.amount_cents::bigint),
      ('platform', null::text, (p.amount_cents * p.platform_fee_percent / 100)::bigint),
      ('teacher:' || c.teacher_id, c.teacher_id,
        (p.amount_cents - p.amount_cents * p.platform_fee_percent / 100)::bigint)
    ) as a(account, teacher_id, amount)
    where p.status = 'succeeded' and p.paid_at is not null`);

  await db.execute(sql`
    create temp table seed_refunds on commit drop as
    select p.id as payment_id, p.student_id, p.class_id, p.amount_cents, p.currency,
      least(${nowAt}::timestamptz, p.paid_at + make_interval(days => 1 + abs(hashtext(p.id || ':refund-day')) % 20))
        as completed_at
    from payments p
    where p.status = 'succeeded' and p.paid_at is not null and abs(hashtext(p.id || ':refund')) % 40 = 0
      and not exists (select 1 from certificates x where x.student_id = p.student_id and x.class_id = p.class_id)
      and not exists (select 1 from submissions x where x.class_id = p.class_id and x.student_id = p.student_id)
      and not exists (select 1 from evaluations x where x.class_id = p.class_id and x.student_id = p.student_id)`);
  await db.execute(sql`
    insert into refunds (id, payment_id, student_id, class_id, amount_cents, currency, reason, requested_by,
      status, claimed_at, completed_at, created_at)
    select ${uuidOf(sql`'refund:' || payment_id`)}, payment_id, student_id, class_id, amount_cents, currency,
      'Changed my mind', student_id, 'succeeded', completed_at, completed_at, completed_at
    from seed_refunds`);
  await db.execute(sql`
    update payments p set status = 'refunded', refunded_at = r.completed_at, updated_at = r.completed_at
    from seed_refunds r where p.id = r.payment_id`);
  await db.execute(sql`
    insert into ledger_entries (kind, event_id, account, teacher_id, amount_cents, currency, payment_id, class_id,
      paid_at, created_at)
    select 'refund', l.event_id, l.account, l.teacher_id, -l.amount_cents, l.currency, l.payment_id, l.class_id,
      l.paid_at, r.completed_at
    from seed_refunds r join ledger_entries l on l.kind = 'payment' and l.event_id = r.payment_id`);
  await db.execute(sql`delete from enrolments e using seed_refunds r where e.payment_id = r.payment_id`);

  await db.execute(sql`
    insert into payout_accounts (teacher_id, provider, account_id, ready, created_at)
    select id, 'sandbox', 'acct_sb' || substr(md5('payout-account:' || id), 1, 16), true, created_at
    from users where role = 'teacher'`);
  // The first of each of the last months, and what each teacher had available then, cumulatively.
  const firstOfMonth = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), 1);
  const moments = Array.from({ length: PAYOUT_MONTHS }, (_, k) => {
    const at = new Date(firstOfMonth);
    at.setUTCMonth(at.getUTCMonth() - (PAYOUT_MONTHS - 1 - k));
    return at.getTime() <= now ? at.toISOString() : null;
  }).filter((at): at is string => at !== null);
  if (moments.length === 0) return;
  await db.execute(sql`
    create temp table seed_payouts on commit drop as
    with moments(at) as (select unnest(${`{${moments.join(",")}}`}::timestamptz[])),
    available as (
      select m.at, l.teacher_id, coalesce(sum(l.amount_cents), 0)::bigint as total
      from moments m join ledger_entries l
        on l.teacher_id is not null and l.paid_at <= m.at - make_interval(days => ${WINDOW_DAYS})
      group by m.at, l.teacher_id
    ), paid as (
      select at, teacher_id, total - coalesce(lag(total) over (partition by teacher_id order by at), 0) as amount
      from available
    )
    select ${uuidOf(sql`'payout:' || teacher_id || ':' || at`)} as id, teacher_id, amount, at from paid where amount > 0`);
  await db.execute(sql`
    insert into payouts (id, teacher_id, amount_cents, currency, provider, destination, status, attempt,
      provider_transfer_id, claimed_at, paid_at, created_at)
    select s.id, s.teacher_id, s.amount, 'usd', 'sandbox', a.account_id, 'paid', 0,
      'tr_sb' || substr(md5(s.id), 1, 16), s.at, s.at, s.at
    from seed_payouts s join payout_accounts a on a.teacher_id = s.teacher_id`);
  await db.execute(sql`
    insert into ledger_entries (kind, event_id, account, teacher_id, amount_cents, currency, created_at)
    select 'payout', s.id, v.account, v.teacher_id, v.amount, 'usd', s.at
    from seed_payouts s cross join lateral (values
      ('teacher:' || s.teacher_id, s.teacher_id, -s.amount),
      ('provider', null::text, s.amount)
    ) as v(account, teacher_id, amount)`);
}
