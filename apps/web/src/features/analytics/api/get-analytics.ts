import type { AnalyticsResponse, ReportInterval } from "@classwise/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** GET /admin/analytics: the platform's figures per period and the top classes and teachers. */
export function useAnalytics(interval: ReportInterval) {
  return useQuery({
    queryKey: queryKeys.analytics(interval),
    queryFn: () => apiRequest<AnalyticsResponse>("/admin/analytics", { query: { interval } }),
    placeholderData: keepPreviousData,
  });
}
