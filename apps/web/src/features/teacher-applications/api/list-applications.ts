import type { ApplicationPage } from "@classwise/shared";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

export interface ListApplicationsParams {
  page: number;
  limit: number;
}

/** spec §7 GET /teacher-applications?page&limit (admin): everyone's applications, newest first. */
export function listApplications({ page, limit }: ListApplicationsParams) {
  return apiRequest<ApplicationPage>("/teacher-applications", { query: { page, limit } });
}

export function applicationsListQueryOptions(params: ListApplicationsParams) {
  return queryOptions({
    queryKey: queryKeys.applications.list(params),
    queryFn: () => listApplications(params),
    placeholderData: keepPreviousData,
  });
}

export function useApplicationsList(params: ListApplicationsParams) {
  return useQuery(applicationsListQueryOptions(params));
}
