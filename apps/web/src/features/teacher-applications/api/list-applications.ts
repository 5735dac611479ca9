import type { ApplicationPage } from "@classwise/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/contract-call";
import { pageQueryOptions } from "../../../lib/page-query";
import { queryKeys } from "../../../lib/query-keys";

export interface ListApplicationsParams {
  page: number;
  limit: number;
}

/**
 * product §7, with a page (admin): everyone's applications, newest first. The endpoint answers one of two
 * shapes (the caller's own application without a page, a page with one); asked with a page it answers a
 * page, and the other shape would read as a page of what it holds.
 */
export async function listApplications({ page, limit }: ListApplicationsParams): Promise<ApplicationPage> {
  const data = await api("GET /teacher-applications", { query: { page, limit } });
  if ("totalPages" in data) return data;
  return { ...data, totalApplications: data.applications.length, totalPages: 1 };
}

export function applicationsListQueryOptions(params: ListApplicationsParams) {
  return pageQueryOptions(queryKeys.applications.list(params), () => listApplications(params));
}

export function useApplicationsList(params: ListApplicationsParams) {
  return useQuery(applicationsListQueryOptions(params));
}
