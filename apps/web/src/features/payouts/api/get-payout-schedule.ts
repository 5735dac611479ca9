import type { PayoutScheduleResponse } from "@classwise/shared";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** GET /admin/payouts/schedule: the schedule, its next run and how its last run went. */
export function usePayoutSchedule() {
  return useQuery({
    queryKey: queryKeys.payoutSchedule,
    queryFn: () => apiRequest<PayoutScheduleResponse>("/admin/payouts/schedule"),
  });
}
