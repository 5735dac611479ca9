import type { ClassListResponse } from "@classwise/shared";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

export interface AdminClassesParams {
  page: number;
  limit: number;
}

/** spec §7 GET /classes?page&limit without a status: an admin gets every status. */
export function listAdminClasses({ page, limit }: AdminClassesParams, signal?: AbortSignal) {
  return apiRequest<ClassListResponse>("/classes", { query: { page, limit }, signal });
}

export function adminClassesQueryOptions(params: AdminClassesParams) {
  return queryOptions({
    queryKey: queryKeys.classes.adminList(params),
    queryFn: ({ signal }) => listAdminClasses(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminClasses(params: AdminClassesParams) {
  return useQuery(adminClassesQueryOptions(params));
}
