import type { PayoutRunResponse } from "@classwise/shared";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** POST /admin/payouts/run: pays every available balance now. */
export function useRunPayouts() {
  return useMutation({
    mutationFn: () => apiRequest<PayoutRunResponse>("/admin/payouts/run", { method: "POST" }),
  });
}
