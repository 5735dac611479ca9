import { couponContracts } from "@classwise/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/contract-call";
import { queryKeys } from "../../../lib/query-keys";

/** The code is refused from then on; the list refreshes. */
export function useDisableCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(couponContracts.disable, { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.coupons.all }),
  });
}
