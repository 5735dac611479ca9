import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/contract-call";

/** POST /admin/payouts/run: pays every available balance now. */
export function useRunPayouts() {
  return useMutation({
    mutationFn: () => api("POST /admin/payouts/run"),
  });
}
