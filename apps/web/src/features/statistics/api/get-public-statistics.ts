import type { PublicStatistics, PublicStatisticsResponse } from "@classwise/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** GET /public-statistics (product §7). */
export function getPublicStatistics(signal?: AbortSignal): Promise<PublicStatistics> {
  return apiRequest<PublicStatisticsResponse>("/public-statistics", { anonymous: true, signal }).then(
    (data) => data.statistics,
  );
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
