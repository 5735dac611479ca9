import type { Db } from "@classwise/db/client";
import {
  type DeferredIndexTimings,
  fillPaymentReceipts,
  rebuildCounters,
  vacuumAnalyzeSeedTables,
  withDeferredIndexes,
  withoutCounterTriggers,
} from "./bulk.js";
import type { GeneratedSeed } from "./generator.js";
import { type CouponCounts, seedCoupons, seedMoney } from "./money.js";
import { hasUsers, truncateProductTables } from "./tables.js";
import { type WriteOptions, type WriteProgress, writeBlocks } from "./writer.js";

export class DatabaseNotEmptyError extends Error {
  constructor() {
    super("The database already has users. Run again with --reset to replace all of its data with generated data.");
    this.name = "DatabaseNotEmptyError";
  }
}

export interface LoadOptions extends WriteOptions {
  /** Empty every product table first (in the same transaction: a failed load keeps the old data). */
  reset?: boolean;
  /** Drop keys, indexes and foreign keys during the load and rebuild them after (default true). */
  deferIndexes?: boolean;
}

export interface LoadResult {
  progress: WriteProgress;
  indexes: DeferredIndexTimings | undefined;
  /** The teachers' codes and the payments priced with them (money.ts), inside the load. */
  coupons: CouponCounts & { ms: number };
  /** The ledger, refunds, payouts and rollups of the loaded payments (money.ts). */
  moneyMs: number;
  /** Recounting class_stats and counters from the loaded rows. */
  recountMs: number;
  /** VACUUM ANALYZE of the loaded tables (visibility map for index-only scans, planner statistics). */
  analyzeMs: number;
  totalMs: number;
}

/**
 * Loads a generated dataset in one transaction: either all of it lands, with every key and constraint
 * rebuilt and checked, or nothing changes.
 */
export async function loadSeed(db: Db, seed: GeneratedSeed, options: LoadOptions = {}): Promise<LoadResult> {
  const started = performance.now();
  let coupons: LoadResult["coupons"] = { coupons: 0, payments: 0, ms: 0 };
  const { progress, indexes, moneyMs, recountMs } = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    if (options.reset) await truncateProductTables(tx);
    else if (await hasUsers(tx)) throw new DatabaseNotEmptyError();
    // Row by row counter triggers would cost more than the load itself: off for the load, one recount after.
    const write = () =>
      withoutCounterTriggers(tx, async () => {
        const written = await writeBlocks(tx, seed.blocks(), options);
        await fillPaymentReceipts(tx);
        // Coupon prices change payments before their indexes are rebuilt and before they are booked.
        const couponsStarted = performance.now();
        coupons = { ...(await seedCoupons(tx, seed.plan.now)), ms: performance.now() - couponsStarted };
        return written;
      });
    const loaded =
      options.deferIndexes === false
        ? { progress: await write(), indexes: undefined }
        : await withDeferredIndexes(tx, write).then((deferred) => ({
            progress: deferred.result,
            indexes: deferred.timings,
          }));
    const moneyStarted = performance.now();
    await seedMoney(tx, seed.plan.now);
    const recountStarted = performance.now();
    await rebuildCounters(tx);
    return { ...loaded, moneyMs: recountStarted - moneyStarted, recountMs: performance.now() - recountStarted };
  });
  const analyzeStarted = performance.now();
  await vacuumAnalyzeSeedTables(db);
  const analyzeMs = performance.now() - analyzeStarted;
  return { progress, indexes, coupons, moneyMs, recountMs, analyzeMs, totalMs: performance.now() - started };
}
