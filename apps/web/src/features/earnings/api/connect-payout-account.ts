import type { PayoutAccountResponse } from "@classwise/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** POST /teacher/payout-account: connects the account; with Stripe, onboarding continues at `url`. */
export function useConnectPayoutAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<PayoutAccountResponse>("/teacher/payout-account", { method: "POST" }),
    onSuccess: async (result) => {
      if (result.url) window.location.assign(result.url);
      await client.invalidateQueries({ queryKey: queryKeys.earnings.all });
    },
  });
}
