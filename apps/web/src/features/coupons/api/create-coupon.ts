import type { CreateCouponBody } from "@classwise/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/contract-call";
import { queryKeys } from "../../../lib/query-keys";

/** A new code; the list refreshes. */
export function useCreateCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCouponBody) => api("POST /coupons", { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.coupons.all }),
  });
}
