import type { CouponRecord } from "@classwise/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** POST /coupons/{id}/disable: the code is refused from then on; the list refreshes. */
export function useDisableCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ success: true; message: string; coupon: CouponRecord }>(
        `/coupons/${encodeURIComponent(id)}/disable`,
        { method: "POST" },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.coupons.all }),
  });
}
