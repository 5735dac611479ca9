import type { Database, Db } from "@classwise/db/client";
import { evaluations, users } from "@classwise/db/schema";
import { createTestDatabase } from "@classwise/db/testing";
import { inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  countSeedTables,
  createSeed,
  DatabaseNotEmptyError,
  type GeneratedSeed,
  loadSeed,
  writeBlocks,
} from "../src/index.js";
import { expectBalancedLedger, expectCouponsAsPriced, rows } from "./money-checks.js";

const OPTIONS = { seed: 9, now: Date.UTC(2025, 0, 15), users: 120, classes: 50, enrolments: 400 };

/** Index and constraint definitions of the product tables: must be identical before and after a bulk load. */
async function schemaShape(db: Db) {
  const indexes = await rows<{ def: string }>(
    db,
    sql`select indexdef as def from pg_indexes where schemaname = current_schema() order by indexdef`,
  );
  const constraints = await rows<{ def: string }>(
    db,
    sql`select conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) as def
        from pg_constraint where connamespace = current_schema()::regnamespace order by 1`,
  );
  return { indexes: indexes.map((r) => r.def), constraints: constraints.map((r) => r.def) };
}

describe("loading generated data", () => {
  let database: Database;
  let db: Db;
  let seed: GeneratedSeed;
  let shapeBefore: Awaited<ReturnType<typeof schemaShape>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    shapeBefore = await schemaShape(db);
    seed = createSeed(OPTIONS, "scrypt-hash-placeholder", 300);
    await loadSeed(db, seed, { batchSize: 100 });
  });
  afterAll(async () => database.close());

  it("stores exactly the generated counts and restores every index and constraint", async () => {
    // Refunds end their enrolments (money.ts).
    const [refunded] = await rows<{ n: number }>(db, sql`select count(*)::int as n from refunds`);
    expect(await countSeedTables(db)).toEqual({ ...seed.expected, enrolments: seed.expected.enrolments - refunded!.n });
    expect(await schemaShape(db)).toEqual(shapeBefore);
    expect(shapeBefore.indexes.length).toBeGreaterThan(20);
  });

  it("stores values exactly as generated (timestamps to the millisecond, texts with quotes)", async () => {
    const generated = [...seed.blocks()].flatMap((block) => block.evaluations ?? []).slice(0, 25);
    const stored = await db
      .select()
      .from(evaluations)
      .where(
        inArray(
          evaluations.id,
          generated.map((e) => e.id!),
        ),
      );
    const byId = new Map(stored.map((row) => [row.id, row]));
    for (const row of generated) {
      const saved = byId.get(row.id!)!;
      expect(saved.submittedAt.getTime()).toBe(row.submittedAt!.getTime());
      expect(saved.description).toBe(row.description);
      expect(saved.rating).toBe(row.rating);
    }
  });

  it("round-trips awkward text through the array literals", async () => {
    const names = ['Quote " and \\ backslash', "Comma, {braces}", "NULL", "", "Zoë Ünïcode 😀", "  spaced  "];
    const now = new Date(Date.UTC(2024, 1, 29, 23, 59, 59, 999));
    const rows = names.map((name, i) => ({
      id: `awkward-${i}`,
      name,
      email: `awkward-${i}@example.test`,
      emailVerified: i % 2 === 0,
      image: i === 0 ? null : "/uploads/demo/avatar-1.webp",
      role: "student",
      banned: false,
      createdAt: now,
      updatedAt: now,
    }));
    await db.transaction(async (tx) => writeBlocks(tx as unknown as Db, [{ phase: 0, users: rows }]));
    const stored = await db
      .select()
      .from(users)
      .where(
        inArray(
          users.id,
          rows.map((r) => r.id),
        ),
      );
    const byId = new Map(stored.map((row) => [row.id, row]));
    for (const row of rows) {
      expect(byId.get(row.id)).toMatchObject({ ...row, createdAt: now });
    }
    await db.delete(users).where(
      inArray(
        users.id,
        rows.map((r) => r.id),
      ),
    );
  });

  it("recounts class_stats and the counters from the loaded rows, and keeps enrolments unique", async () => {
    const mismatched = await rows(
      db,
      sql`select c.id from classes c left join class_stats s on s.class_id = c.id
          where s.class_id is null
             or s.enrolled_count <> (select count(*) from enrolments e where e.class_id = c.id)
             or s.listed <> (c.status = 'approved' and c.deleted_at is null)`,
    );
    expect(mismatched).toEqual([]);
    const wrongCounters = await rows(
      db,
      sql`select name from (
            select 'users' as name, (select count(*) from users) as actual
            union all select 'enrolments', (select count(*) from enrolments)
            union all select 'teacher_applications', (select count(*) from teacher_applications)
            union all select 'classes:approved', (select count(*) from classes where status = 'approved' and deleted_at is null)
          ) expected
          where actual <> (select coalesce(sum(value), 0) from counters c where c.name = expected.name)`,
    );
    expect(wrongCounters).toEqual([]);
    const duplicates = await rows(
      db,
      sql`select class_id, student_id from enrolments group by class_id, student_id having count(*) > 1`,
    );
    expect(duplicates).toEqual([]);
    const unpaid = await rows(
      db,
      sql`select e.id from enrolments e join payments p on p.id = e.payment_id join classes c on c.id = e.class_id
          where coalesce(p.list_price_cents, p.amount_cents) <> c.price_cents or p.student_id <> e.student_id or p.provider <> 'sandbox'`,
    );
    expect(unpaid).toEqual([]);
  });

  it("books every payment, refund and payout in a ledger that balances, and rolls them up", async () => {
    await expectBalancedLedger(db);
    const [counts] = await rows<{ refunds: number; payouts: number }>(
      db,
      sql`select (select count(*)::int from refunds) as refunds,
                 (select count(*)::int from payouts where status = 'paid') as payouts`,
    );
    expect(counts!.refunds).toBeGreaterThan(0);
    expect(counts!.payouts).toBeGreaterThan(0);
    // The rollups agree with what they roll up.
    const [rollups] = await rows<Record<string, string>>(
      db,
      sql`select
            (select -sum(amount_cents) from ledger_entries where kind = 'payment' and account = 'provider')::text as gross,
            (select sum(value) from analytics_daily where metric = 'gross_cents' and scope = 'all')::text as gross_rolled,
            (select sum(amount_cents) from ledger_entries where kind = 'refund' and account = 'provider')::text as refunds,
            (select sum(value) from analytics_daily where metric = 'refund_cents' and scope = 'all')::text as refunds_rolled,
            (select sum(amount_cents) from payouts)::text as payouts,
            (select sum(value) from analytics_daily where metric = 'payout_cents' and scope = 'all')::text as payouts_rolled,
            (select count(*) from enrolments)
              + (select count(*) from refunds) as enrolments,
            (select sum(value) from analytics_daily where metric = 'enrolments' and scope = 'all') as enrolments_rolled,
            (select count(*) from users)::text as signups,
            (select sum(value) from analytics_daily where metric = 'signups')::text as signups_rolled`,
    );
    expect(rollups!.gross_rolled).toBe(rollups!.gross);
    expect(rollups!.refunds_rolled).toBe(rollups!.refunds);
    expect(rollups!.payouts_rolled).toBe(rollups!.payouts);
    expect(Number(rollups!.enrolments_rolled)).toBe(Number(rollups!.enrolments));
    const wrongTotals = await rows(
      db,
      sql`select d.metric, d.scope, d.scope_id from analytics_daily d where d.scope <> 'all'
          group by 1, 2, 3
          having sum(d.value) <> coalesce((select t.value from analytics_totals t
            where t.metric = d.metric and t.scope = d.scope and t.scope_id = d.scope_id), 0)`,
    );
    expect(wrongTotals).toEqual([]);
    // Sign-ups are never uncounted (the awkward-text test adds and deletes a few users).
    expect(Number(rollups!.signups_rolled)).toBeGreaterThanOrEqual(Number(rollups!.signups));
    expect(Number(rollups!.signups_rolled)).toBeLessThanOrEqual(Number(rollups!.signups) + 6);
  });

  it("has teachers' coupons, percent and fixed, some expired or used up, and payments priced and booked with them", async () => {
    const figures = await expectCouponsAsPriced(db);
    expect(figures.percent).toBeGreaterThan(0);
    expect(figures.amount).toBeGreaterThan(0);
    expect(figures.expired).toBeGreaterThan(0);
    expect(figures.usedUp).toBeGreaterThan(0);
    expect(figures.payments).toBeGreaterThan(0);
    // The coupon-priced payments are booked on what was charged, like every payment.
    await expectBalancedLedger(db);
  });

  it("has submissions and evaluations only from enrolled students", async () => {
    const strays = await rows(
      db,
      sql`select s.id from submissions s
          left join enrolments e on e.class_id = s.class_id and e.student_id = s.student_id
          where e.id is null
          union all
          select v.id from evaluations v
          left join enrolments e on e.class_id = v.class_id and e.student_id = v.student_id
          where e.id is null`,
    );
    expect(strays).toEqual([]);
    const [counts] = await rows<{ submissions: number; evaluations: number }>(
      db,
      sql`select (select count(*)::int from submissions) as submissions,
                 (select count(*)::int from evaluations) as evaluations`,
    );
    expect(counts!.submissions).toBeGreaterThan(0);
    expect(counts!.evaluations).toBeGreaterThan(0);
  });

  it("copies the teacher's name and e-mail onto each class", async () => {
    const mismatched = await rows(
      db,
      sql`select c.id from classes c join users u on u.id = c.teacher_id
          where c.teacher_name <> u.name or c.teacher_email <> u.email or u.role <> 'teacher'`,
    );
    expect(mismatched).toEqual([]);
  });

  it("refuses a database that has users unless asked to reset, and a reset replaces the data", async () => {
    await expect(loadSeed(db, seed)).rejects.toBeInstanceOf(DatabaseNotEmptyError);
    const smaller = createSeed({ ...OPTIONS, seed: 10, users: 40, classes: 10, enrolments: 60 }, "hash");
    await loadSeed(db, smaller, { reset: true });
    expect(await countSeedTables(db)).toEqual(smaller.expected);
  });

  it("rolls everything back, schema included, when a load fails half-way", async () => {
    const before = await countSeedTables(db);
    const failing: GeneratedSeed = {
      ...seed,
      *blocks() {
        let n = 0;
        for (const block of seed.blocks()) {
          if (n++ === 2) throw new Error("generator failed");
          yield block;
        }
      },
    };
    await expect(loadSeed(db, failing, { reset: true })).rejects.toThrow("generator failed");
    expect(await countSeedTables(db)).toEqual(before);
    expect(await schemaShape(db)).toEqual(shapeBefore);
  });
});
