import type { PayoutSchedule, PayoutScheduleResponse } from "@classwise/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** PUT /admin/payouts/schedule: saves the schedule; the answer carries the new next run. */
export function useSavePayoutSchedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PayoutSchedule) =>
      apiRequest<PayoutScheduleResponse>("/admin/payouts/schedule", { method: "PUT", body }),
    onSuccess: (data) => client.setQueryData(queryKeys.payoutSchedule, data),
  });
}
