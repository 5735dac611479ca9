import type { ReceiptResponse } from "@classwise/shared";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

export function getReceipt(id: string) {
  return apiRequest<ReceiptResponse>(`/payments/${encodeURIComponent(id)}/receipt`);
}

/** GET /payments/{id}/receipt: the buyer's or, for an admin, anyone's. */
export function useReceipt(id: string) {
  return useQuery({ queryKey: queryKeys.payments.receipt(id), queryFn: () => getReceipt(id), retry: false });
}
