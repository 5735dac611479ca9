import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/contract-call";
import { queryKeys } from "../../../lib/query-keys";

/** The code is refused from then on; the list refreshes. */
export function useDisableCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api("POST /coupons/:id/disable", { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.coupons.all }),
  });
}
