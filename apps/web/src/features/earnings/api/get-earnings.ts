import type { EarningsResponse } from "@classwise/shared";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** GET /teacher/earnings: the balance, the payout account and the payouts received. */
export function useEarnings(uid: string) {
  return useQuery({
    queryKey: queryKeys.earnings.balance(uid),
    queryFn: () => apiRequest<EarningsResponse>("/teacher/earnings"),
  });
}
