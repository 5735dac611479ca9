import type { PayoutSchedule } from "@classwise/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/contract-call";
import { queryKeys } from "../../../lib/query-keys";

/** PUT /admin/payouts/schedule: saves the schedule; the answer carries the new next run. */
export function useSavePayoutSchedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PayoutSchedule) => api("PUT /admin/payouts/schedule", { body }),
    onSuccess: (data) => client.setQueryData(queryKeys.payoutSchedule, data),
  });
}
