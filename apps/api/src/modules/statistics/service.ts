import type { Db } from "@classwise/db/client";
import type { PublicStatistics } from "@classwise/shared";
import { createCachedValue } from "../../lib/cached-value.js";
import { countPublicStatistics } from "./repository.js";

/**
 * The public statistics, counted at most once per `ttlSeconds` per process (docs/decisions): the home page
 * of every visitor asks for them, and exact counts over large tables are not worth a scan per visit.
 */
export function createStatisticsService(db: Db, ttlSeconds: number, now?: () => number) {
  const cached = createCachedValue(() => countPublicStatistics(db), ttlSeconds * 1000, now);
  return {
    getPublicStatistics(): Promise<PublicStatistics> {
      return cached.get();
    },
  };
}
