import type { CouponRecord } from "@classwise/shared";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** GET /coupons: the teacher's own codes (admins: every code), newest first, with their uses. */
export function useCoupons(uid: string) {
  return useQuery({
    queryKey: queryKeys.coupons.list(uid),
    queryFn: () => apiRequest<{ success: true; coupons: CouponRecord[] }>("/coupons"),
  });
}
