import type { CouponRecord, CreateCouponBody } from "@classwise/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** POST /coupons: a new code; the list refreshes. */
export function useCreateCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCouponBody) =>
      apiRequest<{ success: true; message: string; coupon: CouponRecord }>("/coupons", { method: "POST", body }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.coupons.all }),
  });
}
