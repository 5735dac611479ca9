import type { Db } from "@classwise/db/client";
import type { PublicStatistics } from "@classwise/shared";
import { countPublicStatistics } from "./repository.js";

/**
 * The public statistics. The home page of every visitor asks for them, and exact counts over large tables are
 * not worth a scan per visit: the route answers from the public cache for PUBLIC_STATS_CACHE_SECONDS (the one
 * copy, cleared with the "statistics" topic in every process).
 */
export function createStatisticsService(db: Db) {
  return {
    getPublicStatistics(): Promise<PublicStatistics> {
      return countPublicStatistics(db);
    },
  };
}
