import type { ReportInterval } from "@classwise/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/contract-call";
import { queryKeys } from "../../../lib/query-keys";

export interface EarningsReportParams {
  interval: ReportInterval;
  classId?: string | undefined;
}

/** GET /teacher/earnings/report: revenue, share, refunds and enrolments per period, and per class. */
export function useEarningsReport(uid: string, params: EarningsReportParams) {
  return useQuery({
    queryKey: queryKeys.earnings.report(uid, params),
    queryFn: () => api("GET /teacher/earnings/report", { query: { ...params } }),
    placeholderData: keepPreviousData,
  });
}
