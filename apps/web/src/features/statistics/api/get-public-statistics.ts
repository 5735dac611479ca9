import type { PublicStatistics } from "@classwise/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/contract-call";
import { queryKeys } from "../../../lib/query-keys";

/** The platform's figures on the home page (product §7). */
export function getPublicStatistics(signal?: AbortSignal): Promise<PublicStatistics> {
  return api("GET /public-statistics", { anonymous: true, signal }).then((data) => data.statistics);
}

export function publicStatisticsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.publicStatistics,
    queryFn: ({ signal }) => getPublicStatistics(signal),
  });
}

export function usePublicStatistics() {
  return useQuery(publicStatisticsQueryOptions());
}
