import type { PaymentStatusFilter } from "@classwise/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/contract-call";
import { pageQueryOptions } from "../../../lib/page-query";
import { type PageParams, queryKeys } from "../../../lib/query-keys";

export interface AdminPaymentsParams extends PageParams {
  search?: string | undefined;
  status: PaymentStatusFilter;
}

export function listAdminPayments(params: AdminPaymentsParams) {
  return api("GET /admin/payments", { query: params });
}

/** Every payment (admin), by status, searched by student, class or receipt number. */
export function useAdminPayments(params: AdminPaymentsParams) {
  return useQuery(pageQueryOptions(queryKeys.payments.admin(params), () => listAdminPayments(params)));
}
