import type { Db } from "@classwise/db/client";
import type { Role } from "@classwise/shared";
import { sql } from "drizzle-orm";
import { fillPaymentReceipts } from "./bulk.js";
import { attachDemoWorksheets } from "./demo-worksheets.js";
import { createSeed } from "./generator.js";
import { seedDemoMoney } from "./money.js";
import { hashSeedPassword } from "./password.js";
import type { FixedAccount, SeedOptions } from "./plan.js";
import { hasUsers } from "./tables.js";
import type { SeedCounts } from "./types.js";
import { writeBlocks } from "./writer.js";

/** The demo is always the same dataset (dates aside): handy for screenshots, docs and bug reports. */
export const DEMO_SEED = 20_240_917;

export const DEMO_ACCOUNTS = [
  { role: "admin", email: "admin@classwise.demo", name: "Ada Admin" },
  { role: "teacher", email: "teacher@classwise.demo", name: "Theo Teacher" },
  { role: "student", email: "student@classwise.demo", name: "Sam Student" },
] as const satisfies readonly { role: Role; email: string; name: string }[];

export type DemoAccount = (typeof DEMO_ACCOUNTS)[number];

/** About 36 approved classes, a few pending and rejected, 40 students: enough to fill every screen. */
export function demoSeedOptions(now: number): SeedOptions {
  const fixedAccounts: FixedAccount[] = [
    { ...DEMO_ACCOUNTS[0] },
    { ...DEMO_ACCOUNTS[1], ownedClasses: { approved: 5, pending: 1 } },
    { ...DEMO_ACCOUNTS[2], enrolledClasses: 3 },
  ];
  return {
    seed: DEMO_SEED,
    now,
    users: 49,
    admins: 1,
    teachers: 8,
    classes: 42,
    pendingClasses: 4,
    rejectedClasses: 2,
    enrolments: 180,
    applications: 11,
    assignments: 60,
    lessonRange: [3, 8],
    // The demo's quizzes are the ones people build in it (its walkthroughs and browser tests start from none).
    quizzes: false,
    fixedAccounts,
  };
}

export interface DemoSeedResult {
  /** False when the database already had users (someone else seeded it, or it is in use). */
  seeded: boolean;
  counts?: SeedCounts;
}

/**
 * Seeds the demo into an empty database, in one transaction: a failure leaves the database empty, and an
 * advisory lock makes a second API process starting on the same PostgreSQL wait and then skip.
 */
export async function seedDemo(db: Db, options: { password: string; now?: number }): Promise<DemoSeedResult> {
  if (await hasUsers(db)) return { seeded: false };
  // Every demo user shares one hash: scrypt is deliberately slow, hashing once keeps the demo quick.
  const now = options.now ?? Date.now();
  const seed = createSeed(demoSeedOptions(now), await hashSeedPassword(options.password));
  return db.transaction(async (tx) => {
    const executor = tx as unknown as Db;
    await executor.execute(sql`select pg_advisory_xact_lock(hashtext('classwise:demo-seed'))`);
    if (await hasUsers(executor)) return { seeded: false };
    const progress = await writeBlocks(executor, seed.blocks());
    // Paid time, receipt numbers, cards and search text of the demo's payments (migration 0010).
    await fillPaymentReceipts(executor);
    await attachDemoWorksheets(executor);
    // Coupons, the ledger, refunds and payouts (money.ts), as the scale seed writes them; refunds and coupons
    // more often, so they show among the demo's 180 payments (every teacher has codes); the demo student
    // keeps every enrolment.
    const [student] = (
      (await executor.execute(sql`select id from users where email = ${DEMO_ACCOUNTS[2].email}`)) as unknown as {
        rows: { id: string }[];
      }
    ).rows;
    await seedDemoMoney(executor, now, {
      keepStudents: student ? [student.id] : [],
      refundOneIn: 8,
      everyTeacher: true,
      offerOneIn: 4,
    });
    return { seeded: true, counts: progress.written };
  });
}
