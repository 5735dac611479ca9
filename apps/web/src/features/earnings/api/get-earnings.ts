import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/contract-call";
import { queryKeys } from "../../../lib/query-keys";

/** GET /teacher/earnings: the balance, the payout account and the payouts received. */
export function useEarnings(uid: string) {
  return useQuery({
    queryKey: queryKeys.earnings.balance(uid),
    queryFn: () => api("GET /teacher/earnings"),
  });
}
