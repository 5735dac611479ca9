import type { ClassResponse } from "@classwise/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { useAuth } from "../../../lib/auth/auth-context";

/**
 * GET /classes/{id} for the payment page. Cached under the class details page's key, so that enrolling
 * (which invalidates ['classes']) refreshes both, and arriving from the details page costs no request.
 */
export function paymentClassQueryOptions(id: string, viewerUid: string | null) {
  return queryOptions({
    queryKey: ["classes", "detail", id, viewerUid] as const,
    queryFn: ({ signal }) =>
      apiRequest<ClassResponse>(`/classes/${encodeURIComponent(id)}`, { signal }).then((data) => data.class),
    retry: false,
  });
}

export function usePaymentClass(id: string) {
  const { user } = useAuth();
  return useQuery({ ...paymentClassQueryOptions(id, user?.uid ?? null), enabled: Boolean(id) });
}
