import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/contract-call";
import { pageQueryOptions } from "../../../lib/page-query";
import { queryKeys } from "../../../lib/query-keys";

export interface AdminClassesParams {
  page: number;
  limit: number;
}

/** product §7: the catalogue without a status: an admin gets every status. */
export function listAdminClasses({ page, limit }: AdminClassesParams, signal?: AbortSignal) {
  return api("GET /classes", { query: { page, limit }, signal });
}

export function adminClassesQueryOptions(params: AdminClassesParams) {
  return pageQueryOptions(queryKeys.classes.adminList(params), ({ signal }) => listAdminClasses(params, signal));
}

export function useAdminClasses(params: AdminClassesParams) {
  return useQuery(adminClassesQueryOptions(params));
}
