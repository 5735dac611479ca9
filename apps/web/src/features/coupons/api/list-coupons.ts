import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/contract-call";
import { queryKeys } from "../../../lib/query-keys";

/** The teacher's own codes (admins: every code), newest first, with their uses. */
export function useCoupons(uid: string) {
  return useQuery({ queryKey: queryKeys.coupons.list(uid), queryFn: () => api("GET /coupons") });
}
