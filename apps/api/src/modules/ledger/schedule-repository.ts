import type { Db } from "@classwise/db/client";
import { payoutSchedule, payoutScheduleRuns } from "@classwise/db/schema";
import type { PayoutSchedule } from "@classwise/shared";
import { desc, eq, sql } from "drizzle-orm";

export type ScheduleRow = typeof payoutSchedule.$inferSelect;
export type ScheduleRunRow = typeof payoutScheduleRuns.$inferSelect;

/** The schedule (one row, absent until an admin first saves it); `forUpdate` holds it until the transaction ends. */
export async function findSchedule(db: Db, forUpdate = false): Promise<ScheduleRow | undefined> {
  const query = db.select().from(payoutSchedule).where(eq(payoutSchedule.id, 1));
  const [row] = forUpdate ? await query.for("update") : await query;
  return row;
}

export async function saveSchedule(
  db: Db,
  input: PayoutSchedule & { effectiveFrom: Date; updatedBy: string | null },
): Promise<void> {
  const values = { ...input, updatedAt: sql`now()` };
  await db
    .insert(payoutSchedule)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: payoutSchedule.id, set: values });
}

export async function latestRun(db: Db): Promise<ScheduleRunRow | undefined> {
  const [row] = await db.select().from(payoutScheduleRuns).orderBy(desc(payoutScheduleRuns.periodStart)).limit(1);
  return row;
}

export async function isPeriodClaimed(db: Db, periodStart: Date): Promise<boolean> {
  const rows = await db
    .select({ periodStart: payoutScheduleRuns.periodStart })
    .from(payoutScheduleRuns)
    .where(eq(payoutScheduleRuns.periodStart, periodStart));
  return rows.length > 0;
}

/** Claims the period for this process: true once per period, whoever asks and however often (primary key). */
export async function claimPeriod(db: Db, periodStart: Date): Promise<boolean> {
  const rows = await db
    .insert(payoutScheduleRuns)
    .values({ periodStart })
    .onConflictDoNothing()
    .returning({ periodStart: payoutScheduleRuns.periodStart });
  return rows.length > 0;
}

/** Records the period's result once (a retried run finds it done and records nothing). */
export async function finishRun(
  db: Db,
  periodStart: Date,
  result: { paid: number; failed: number; skipped: number; paidCents: number },
): Promise<boolean> {
  const rows = await db
    .update(payoutScheduleRuns)
    .set({ ...result, status: "done", finishedAt: sql`now()` })
    .where(
      sql`${payoutScheduleRuns.periodStart} = ${periodStart.toISOString()} and ${payoutScheduleRuns.status} = 'running'`,
    )
    .returning({ periodStart: payoutScheduleRuns.periodStart });
  return rows.length > 0;
}
