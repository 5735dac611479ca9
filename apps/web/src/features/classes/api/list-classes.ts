import type { ClassListResponse } from "@classwise/shared";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { pageQueryOptions } from "../../../lib/page-query";
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
  return pageQueryOptions(queryKeys.classes.catalogue(params), ({ signal }) => listClasses(params, signal));
}

export function useClasses(params: ListClassesParams) {
  return useQuery(classesQueryOptions(params));
}
