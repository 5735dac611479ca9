import type { PaymentHistoryResponse } from "@classwise/shared";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { useAuth } from "../../../lib/auth/auth-context";
import { pageQueryOptions } from "../../../lib/page-query";
import { type PageParams, queryKeys } from "../../../lib/query-keys";

export function listPaymentHistory(params: PageParams) {
  return apiRequest<PaymentHistoryResponse>("/payments", { query: { ...params } });
}

/** GET /payments: the signed-in user's own payments, newest first. */
export function usePaymentHistory(params: PageParams) {
  const { user, token } = useAuth();
  const uid = user?.uid ?? "";
  return useQuery({
    ...pageQueryOptions(queryKeys.payments.history(uid, params), () => listPaymentHistory(params)),
    enabled: Boolean(uid && token),
  });
}
