import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/contract-call";
import { queryKeys } from "../../../lib/query-keys";

/** POST /teacher/payout-account: connects the account; with Stripe, onboarding continues at `url`. */
export function useConnectPayoutAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api("POST /teacher/payout-account"),
    onSuccess: async (result) => {
      if (result.url) window.location.assign(result.url);
      await client.invalidateQueries({ queryKey: queryKeys.earnings.all });
    },
  });
}
