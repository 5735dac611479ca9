import type { ApplicationPage } from "@classwise/shared";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { pageQueryOptions } from "../../../lib/page-query";
import { queryKeys } from "../../../lib/query-keys";

export interface ListApplicationsParams {
  page: number;
  limit: number;
}

/** product §7 GET /teacher-applications?page&limit (admin): everyone's applications, newest first. */
export function listApplications({ page, limit }: ListApplicationsParams) {
  return apiRequest<ApplicationPage>("/teacher-applications", { query: { page, limit } });
}

export function applicationsListQueryOptions(params: ListApplicationsParams) {
  return pageQueryOptions(queryKeys.applications.list(params), () => listApplications(params));
}

export function useApplicationsList(params: ListApplicationsParams) {
  return useQuery(applicationsListQueryOptions(params));
}
