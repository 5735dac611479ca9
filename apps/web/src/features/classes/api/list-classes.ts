import type { ClassListResponse } from "@classwise/shared";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

export interface ListClassesParams {
  page: number;
  limit: number;
  search?: string | undefined;
  status?: "approved" | undefined;
}

/** GET /classes?page&limit[&search][&status=approved] (spec §7). */
export function listClasses(params: ListClassesParams, signal?: AbortSignal) {
  return apiRequest<ClassListResponse>("/classes", {
    query: { page: params.page, limit: params.limit, search: params.search, status: params.status },
    signal,
  });
}

export function classesQueryOptions(params: ListClassesParams) {
  return queryOptions({
    queryKey: queryKeys.classes.catalogue(params),
    queryFn: ({ signal }) => listClasses(params, signal),
    // Keep the previous page on screen while the next one loads (no flash of the spinner on paging).
    placeholderData: keepPreviousData,
  });
}

export function useClasses(params: ListClassesParams) {
  return useQuery(classesQueryOptions(params));
}
