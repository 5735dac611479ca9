import type { Database, Db } from "@classwise/db/client";
import { createTestDatabase } from "@classwise/db/testing";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, seedDemo } from "../src/index.js";
import { expectBalancedLedger, expectCouponsAsPriced, rows } from "./money-checks.js";

const NOW = Date.UTC(2026, 5, 15, 12);

describe("the demo's money", () => {
  let database: Database;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    const result = await seedDemo(db, { password: "demo-password-test", now: NOW });
    expect(result.seeded).toBe(true);
  });
  afterAll(async () => database.close());

  it("books every payment once, reverses every refund once, and the ledger sums to zero per event and in total", async () => {
    await expectBalancedLedger(db);
    const [counts] = await rows<{ paid: number; booked: number; refunds: number; reversed: number; payouts: number }>(
      db,
      sql`select (select count(*)::int from payments where paid_at is not null) as paid,
            (select count(distinct event_id)::int from ledger_entries where kind = 'payment') as booked,
            (select count(*)::int from refunds where status = 'succeeded') as refunds,
            (select count(distinct event_id)::int from ledger_entries where kind = 'refund') as reversed,
            (select count(*)::int from payouts where status = 'paid') as payouts`,
    );
    expect(counts!.paid).toBeGreaterThan(100);
    expect(counts!.booked).toBe(counts!.paid);
    expect(counts!.refunds).toBeGreaterThan(0);
    expect(counts!.reversed).toBe(counts!.refunds);
    expect(counts!.payouts).toBeGreaterThan(0);
  });

  it("has coupons, percent and fixed, and payments priced with them as the API prices them", async () => {
    const figures = await expectCouponsAsPriced(db);
    expect(figures.percent).toBeGreaterThan(0);
    expect(figures.amount).toBeGreaterThan(0);
    expect(figures.expired).toBeGreaterThan(0);
    expect(figures.usedUp).toBeGreaterThan(0);
    expect(figures.payments).toBeGreaterThan(0);
  });

  it("gives the demo teacher earnings, a payout account and payouts, and keeps the demo student's enrolments", async () => {
    const [teacher] = await rows<{ earned: string; paid_out: string; payouts: number; account: boolean }>(
      db,
      sql`select (select coalesce(sum(l.amount_cents), 0) from ledger_entries l
                  where l.teacher_id = u.id and l.kind = 'payment')::text as earned,
             (select coalesce(sum(p.amount_cents), 0) from payouts p where p.teacher_id = u.id)::text as paid_out,
             (select count(*)::int from payouts p where p.teacher_id = u.id) as payouts,
             exists (select 1 from payout_accounts a where a.teacher_id = u.id and a.ready) as account
          from users u where u.email = ${DEMO_ACCOUNTS[1].email}`,
    );
    expect(Number(teacher!.earned)).toBeGreaterThan(0);
    expect(Number(teacher!.paid_out)).toBeGreaterThan(0);
    expect(Number(teacher!.paid_out)).toBeLessThanOrEqual(Number(teacher!.earned));
    expect(teacher!.account).toBe(true);
    const [student] = await rows<{ enrolments: number; refunds: number }>(
      db,
      sql`select (select count(*)::int from enrolments e where e.student_id = u.id) as enrolments,
             (select count(*)::int from refunds r where r.student_id = u.id) as refunds
          from users u where u.email = ${DEMO_ACCOUNTS[2].email}`,
    );
    expect(student).toEqual({ enrolments: 3, refunds: 0 });
  });

  it("rolls the money up for the admin's analytics and the teachers' totals, as the triggers keep them", async () => {
    const [rollups] = await rows<Record<string, string>>(
      db,
      sql`select
            (select -sum(amount_cents) from ledger_entries where kind = 'payment' and account = 'provider')::text as gross,
            (select sum(value) from analytics_daily where metric = 'gross_cents' and scope = 'all')::text as gross_rolled,
            (select sum(amount_cents) from ledger_entries where kind = 'refund' and account = 'provider')::text as refunds,
            (select sum(value) from analytics_daily where metric = 'refund_cents' and scope = 'all')::text as refunds_rolled,
            (select sum(amount_cents) from payouts)::text as payouts,
            (select sum(value) from analytics_daily where metric = 'payout_cents' and scope = 'all')::text as payouts_rolled,
            ((select count(*) from enrolments) + (select count(*) from refunds))::text as enrolments,
            (select sum(value) from analytics_daily where metric = 'enrolments' and scope = 'all')::text as enrolments_rolled`,
    );
    expect(Number(rollups!.gross)).toBeGreaterThan(0);
    expect(rollups!.gross_rolled).toBe(rollups!.gross);
    expect(rollups!.refunds_rolled).toBe(rollups!.refunds);
    expect(rollups!.payouts_rolled).toBe(rollups!.payouts);
    expect(rollups!.enrolments_rolled).toBe(rollups!.enrolments);
    const wrongTotals = await rows(
      db,
      sql`select d.metric, d.scope, d.scope_id from analytics_daily d where d.scope <> 'all'
          group by 1, 2, 3
          having sum(d.value) <> coalesce((select t.value from analytics_totals t
            where t.metric = d.metric and t.scope = d.scope and t.scope_id = d.scope_id), 0)`,
    );
    expect(wrongTotals).toEqual([]);
    const wrongCounters = await rows(
      db,
      sql`select c.id from classes c join class_stats s on s.class_id = c.id
          where s.enrolled_count <> (select count(*) from enrolments e where e.class_id = c.id)`,
    );
    expect(wrongCounters).toEqual([]);
  });
});
