import type { Db } from "@classwise/db/client";
import { enqueueJob } from "../../jobs/queue.js";
import { duePeriod } from "./payout-period.js";
import * as repository from "./schedule-repository.js";

/**
 * The scheduler's part (every process, every minute): when a period is due, claims it (its row in
 * `payout_schedule_runs`) and queues its run in the same transaction, so whichever process claims it queues
 * the one run, and a crash before the commit leaves the period for the next tick.
 */
export async function claimScheduledPayoutRun(db: Db, now: Date): Promise<boolean> {
  const due = duePeriod(await repository.findSchedule(db), now);
  if (!due) return false;
  return db.transaction(async (tx) => {
    if (!(await repository.claimPeriod(tx, due))) return false;
    const periodStart = due.toISOString();
    await enqueueJob(tx, { kind: "payout-run", payload: { periodStart }, uniqueKey: `payout-run:${periodStart}` });
    return true;
  });
}
