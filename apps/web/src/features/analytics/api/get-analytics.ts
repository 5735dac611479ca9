import type { ReportInterval } from "@classwise/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/contract-call";
import { queryKeys } from "../../../lib/query-keys";

/** The platform's figures per period and the top classes and teachers. */
export function useAnalytics(interval: ReportInterval) {
  return useQuery({
    queryKey: queryKeys.analytics(interval),
    queryFn: () => api("GET /admin/analytics", { query: { interval } }),
    placeholderData: keepPreviousData,
  });
}
