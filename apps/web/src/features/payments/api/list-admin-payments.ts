import type { AdminPaymentsResponse, PaymentStatusFilter } from "@classwise/shared";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { pageQueryOptions } from "../../../lib/page-query";
import { type PageParams, queryKeys } from "../../../lib/query-keys";

export interface AdminPaymentsParams extends PageParams {
  search?: string | undefined;
  status: PaymentStatusFilter;
}

export function listAdminPayments(params: AdminPaymentsParams) {
  return apiRequest<AdminPaymentsResponse>("/admin/payments", { query: { ...params } });
}

/** GET /admin/payments: every payment, by status, searched by student, class or receipt number. */
export function useAdminPayments(params: AdminPaymentsParams) {
  return useQuery(pageQueryOptions(queryKeys.payments.admin(params), () => listAdminPayments(params)));
}
