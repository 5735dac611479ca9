import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/contract-call";
import { queryKeys } from "../../../lib/query-keys";

export function getReceipt(id: string) {
  return api("GET /payments/:id/receipt", { params: { id } });
}

/** A payment's receipt: the buyer's or, for an admin, anyone's. */
export function useReceipt(id: string) {
  return useQuery({ queryKey: queryKeys.payments.receipt(id), queryFn: () => getReceipt(id), retry: false });
}
