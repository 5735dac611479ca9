import { useQuery } from "@tanstack/react-query";
import { useAuth } from "../../../lib/auth/auth-context";
import { api } from "../../../lib/contract-call";
import { pageQueryOptions } from "../../../lib/page-query";
import { type PageParams, queryKeys } from "../../../lib/query-keys";

export function listPaymentHistory(params: PageParams) {
  return api("GET /payments", { query: params });
}

/** The signed-in user's own payments, newest first. */
export function usePaymentHistory(params: PageParams) {
  const { user, token } = useAuth();
  const uid = user?.uid ?? "";
  return useQuery({
    ...pageQueryOptions(queryKeys.payments.history(uid, params), () => listPaymentHistory(params)),
    enabled: Boolean(uid && token),
  });
}
