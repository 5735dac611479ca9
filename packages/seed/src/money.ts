import type { Db } from "@classwise/db/client";
import { MIN_CARD_CHARGE_CENTS } from "@classwise/shared";
import { sql } from "drizzle-orm";

/** The refund window the API defaults to (REFUND_WINDOW_DAYS): a share is paid out only after it. */
const WINDOW_DAYS = 30;
/** Monthly payouts over the last months of the seed; older shares go in the first of them. */
const PAYOUT_MONTHS = 6;
/** One paid payment in this many is offered a coupon of its teacher (whether it applies is checked). */
const COUPON_SHARE = 6;

/** A deterministic UUID from a text (the seed is reproducible: the same input gives the same ids). */
const uuidOf = (text: ReturnType<typeof sql>) => sql`md5(${text})::uuid::text`;

/** A deterministic draw in [0, n) from a text (the same in PGlite and PostgreSQL). */
const drawOf = (text: ReturnType<typeof sql>, n: number) => sql`(abs(hashtext(${text})) % ${sql.raw(String(n))})`;

/** What the money side of a seed leaves alone. */
export interface MoneyOptions {
  /** Students none of whose payments is refunded (the demo's student keeps their enrolments). */
  keepStudents?: readonly string[];
  /** One paid payment in this many is refunded, when its student did no work in the class (default 40). */
  refundOneIn?: number;
}

/** The codes the seed made, and the payments priced with one. */
export interface CouponCounts {
  coupons: number;
  payments: number;
}

/** How many coupons the seed makes and uses. */
export interface CouponOptions {
  /** Every teacher runs codes (the demo), not two in three. */
  everyTeacher?: boolean;
  /** One paid payment in this many is offered a code (default 6). */
  offerOneIn?: number;
}

/**
 * The money side of a loaded scale seed (docs/payments.md "Ledger"; docs/operations.md "Money"), set-based,
 * after the rows are in and their triggers are back on, so the analytics rollups come from the same trigger
 * functions as in production (`seedCoupons` ran before, inside the load):
 * - the sign-up and enrolment rollups of the loaded rows (counted before refunds end enrolments, as live);
 * - then `bookMoney`: the ledger bookings, refunds and payouts.
 * The ledger's per-event balance check (a deferred row trigger) is off for these inserts: at a million
 * payments it would queue three million checks; the entries balance by construction, and the seed test
 * checks every invariant.
 */
export async function seedMoney(db: Db, now: number): Promise<void> {
  // The rollup triggers group millions of rows in one statement: in memory rather than in temporary files.
  await db.execute(sql`set local work_mem = '128MB'`);
  // The running totals are summed once at the end, not moved row by row for millions of daily rows.
  await db.execute(sql`alter table analytics_daily disable trigger analytics_daily_totals`);
  await rollUpLoadedRows(db);
  await db.execute(sql`alter table ledger_entries disable trigger ledger_entries_balanced`);
  await bookMoney(db, now);
  await db.execute(sql`alter table analytics_daily enable trigger analytics_daily_totals`);
  await db.execute(sql`
    insert into analytics_totals as t (metric, scope, scope_id, value)
    select metric, scope, scope_id, sum(value) from analytics_daily where scope <> 'all' group by 1, 2, 3
    on conflict (metric, scope, scope_id) do update set value = excluded.value`);
  await db.execute(sql`alter table ledger_entries enable trigger ledger_entries_balanced`);
}

/**
 * The money side of the demo (written row by row with every trigger on, so the rollups and the ledger's
 * balance check run as in production): its coupons and coupon-priced payments, then `bookMoney`.
 */
export async function seedDemoMoney(db: Db, now: number, options: MoneyOptions & CouponOptions = {}): Promise<void> {
  await seedCoupons(db, now, options);
  await bookMoney(db, now, options);
}

/** Sign-ups and enrolments of rows loaded with their triggers off, through the production rollup functions. */
async function rollUpLoadedRows(db: Db): Promise<void> {
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
}

/**
 * The ledger, refunds and payouts of the paid payments, as the API writes them:
 * - every paid payment booked (provider, the frozen platform percent, the teacher the rest) on what was
 *   charged, so a coupon's discount is the platform's and the teacher's in proportion to their shares;
 * - one payment in 40 (`refundOneIn`) refunded 1-20 days after it was paid (only when the student had not
 *   handed in work, attempted a quiz, reviewed or earned a certificate in the class: refunds come early): the
 *   refund row, the payment marked refunded, its booking reversed, its enrolment ended;
 * - every teacher a ready sandbox payout account, and a paid payout on the first of each of the last six
 *   months of what had become available by then (shares past the refund window, less refunds).
 */
async function bookMoney(db: Db, now: number, options: MoneyOptions = {}): Promise<void> {
  const nowAt = new Date(now).toISOString();
  const kept = `{${(options.keepStudents ?? []).map((id) => `"${id}"`).join(",")}}`;
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
    where p.status = 'succeeded' and p.paid_at is not null
      and ${drawOf(sql`p.id || ':refund'`, options.refundOneIn ?? 40)} = 0
      and not exists (select 1 from certificates x where x.student_id = p.student_id and x.class_id = p.class_id)
      and not exists (select 1 from submissions x where x.class_id = p.class_id and x.student_id = p.student_id)
      and not exists (select 1 from evaluations x where x.class_id = p.class_id and x.student_id = p.student_id)
      and not exists (select 1 from quiz_attempts x where x.class_id = p.class_id and x.student_id = p.student_id)
      and p.student_id <> all(${kept}::text[])`);
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

/**
 * Teachers' coupons (docs/payments.md "Coupons") and the payments made with them, before they are booked:
 * - two teachers in three (or every one) run two codes: a percent off all their classes (10-50%; some
 *   expired since, some used up: their limit is what they redeemed) and a fixed amount off their first class
 *   ($2-$10, a limit of 3-10 uses);
 * - one paid payment in six (`offerOneIn`) is offered its teacher's code (the class's own first) when the
 *   code had started and not expired at the intent, and takes it at most once per student and up to the
 *   code's limit, in the order the intents were made;
 * - such a payment is charged the price the API computes (percent rounded down, a fixed amount at most the
 *   price, never between 1 cent and the card minimum; a code that would make it free is not used), keeps the
 *   list price and the code, and the redemption and the code's count are written as the API redeems it.
 */
export async function seedCoupons(db: Db, now: number, options: CouponOptions = {}): Promise<CouponCounts> {
  const nowAt = new Date(now).toISOString();
  await db.execute(sql`
    create temp table seed_coupons on commit drop as
    with teachers as (
      select teacher_id, min(created_at) as first_at,
        (array_agg(id order by created_at, id))[1] as class_id
      from classes where status = 'approved' and deleted_at is null group by teacher_id
    ), drawn as (
      select t.*, abs(hashtext(teacher_id || ':coupons')) as h, row_number() over (order by teacher_id) as n
      from teachers t where ${options.everyTeacher ? sql`true` : sql`${drawOf(sql`teacher_id || ':coupons'`, 3)} <> 0`}
    )
    select ${uuidOf(sql`'coupon:percent:' || teacher_id`)} as id,
      'SAVE' || p.pct || '-' || lpad(n::text, 6, '0') as code, teacher_id, null::text as class_id,
      p.pct as percent_off, null::int as amount_off_cents, first_at as starts_at,
      case when n % 5 = 1 then greatest(first_at + interval '1 day',
        ${nowAt}::timestamptz - make_interval(days => 1 + (h / 5 % 60)::int)) end as expires_at,
      null::int as max_redemptions, n % 5 = 2 as used_up
    from drawn cross join lateral (select (array[10, 15, 20, 25, 30, 40, 50])[1 + (h / 7 % 7)::int] as pct) p
    union all
    select ${uuidOf(sql`'coupon:amount:' || teacher_id`)},
      'OFF' || a.cents / 100 || '-' || lpad(n::text, 6, '0'), teacher_id, class_id,
      null, a.cents, first_at, null, 3 + (h / 11 % 8)::int, false
    from drawn cross join lateral (select (array[200, 300, 500, 1000])[1 + (h / 13 % 4)::int] as cents) a`);
  await db.execute(sql`
    insert into coupons (id, code, created_by, teacher_id, class_id, percent_off, amount_off_cents, starts_at,
      expires_at, max_redemptions, created_at)
    select id, code, teacher_id, teacher_id, class_id, percent_off, amount_off_cents, starts_at, expires_at,
      max_redemptions, starts_at
    from seed_coupons`);
  // The tables were just written with their indexes and statistics deferred: without statistics the planner
  // can take the codes for a handful of rows and test every payment against every code.
  await db.execute(sql`analyze seed_coupons, payments, classes`);
  await db.execute(sql`
    create temp table seed_coupon_uses on commit drop as
    with offered as (
      select distinct on (p.id) p.id as payment_id, p.student_id, p.class_id, p.amount_cents as list_price,
        p.created_at, k.id as coupon_id, k.max_redemptions,
        case when k.percent_off is not null then p.amount_cents - p.amount_cents * k.percent_off / 100
          else p.amount_cents - least(k.amount_off_cents, p.amount_cents) end as price
      from payments p
      join classes c on c.id = p.class_id
      join seed_coupons k on k.teacher_id = c.teacher_id and (k.class_id is null or k.class_id = p.class_id)
        and k.starts_at <= p.created_at and (k.expires_at is null or p.created_at < k.expires_at)
      where p.status = 'succeeded' and p.paid_at is not null and p.coupon_id is null
        and ${drawOf(sql`p.id || ':coupon'`, options.offerOneIn ?? COUPON_SHARE)} = 0
      order by p.id, k.class_id is null, k.id
    ), once as (
      select distinct on (coupon_id, student_id) * from offered where price > 0
      order by coupon_id, student_id, created_at, payment_id
    ), ranked as (
      select *, row_number() over (partition by coupon_id order by created_at, payment_id) as nth from once
    )
    select payment_id, coupon_id, student_id, class_id, created_at, list_price,
      case when price < ${MIN_CARD_CHARGE_CENTS} then least(${MIN_CARD_CHARGE_CENTS}, list_price) else price end as price
    from ranked where max_redemptions is null or nth <= max_redemptions`);
  await db.execute(sql`
    update payments p set amount_cents = u.price, list_price_cents = u.list_price, coupon_id = u.coupon_id
    from seed_coupon_uses u where p.id = u.payment_id`);
  await db.execute(sql`
    insert into coupon_redemptions (id, coupon_id, student_id, class_id, created_at)
    select ${uuidOf(sql`'redemption:' || payment_id`)}, coupon_id, student_id, class_id, created_at
    from seed_coupon_uses`);
  await db.execute(sql`
    update coupons k set redeemed_count = n.uses,
      max_redemptions = case when s.used_up then n.uses else k.max_redemptions end
    from (select coupon_id, count(*)::int as uses from seed_coupon_uses group by 1) n
    join seed_coupons s on s.id = n.coupon_id
    where k.id = n.coupon_id`);
  const [counts] = (
    (await db.execute(sql`
      select (select count(*)::int from seed_coupons) as coupons, (select count(*)::int from seed_coupon_uses) as payments`)) as unknown as {
      rows: CouponCounts[];
    }
  ).rows;
  await db.execute(sql`drop table seed_coupon_uses`);
  await db.execute(sql`drop table seed_coupons`);
  return counts ?? { coupons: 0, payments: 0 };
}
