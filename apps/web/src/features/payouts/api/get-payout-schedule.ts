import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/contract-call";
import { queryKeys } from "../../../lib/query-keys";

/** GET /admin/payouts/schedule: the schedule, its next run and how its last run went. */
export function usePayoutSchedule() {
  return useQuery({
    queryKey: queryKeys.payoutSchedule,
    queryFn: () => api("GET /admin/payouts/schedule"),
  });
}
