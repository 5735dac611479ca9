import type { EnrolledClassesResponse } from "@classwise/shared";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { useAuth } from "../../../lib/auth/auth-context";
import { pageQueryOptions } from "../../../lib/page-query";
import { queryKeys } from "../../../lib/query-keys";

export interface EnrolledClassesParams {
  page: number;
  limit: number;
}

/** GET /students/{uid}/enrolled-classes?page&limit (product §7). */
export function listEnrolledClasses(uid: string, params: EnrolledClassesParams) {
  return apiRequest<EnrolledClassesResponse>(`/students/${encodeURIComponent(uid)}/enrolled-classes`, {
    query: { page: params.page, limit: params.limit },
  });
}

export function enrolledClassesQueryOptions(uid: string, params: EnrolledClassesParams) {
  return pageQueryOptions(queryKeys.enrolments.list(uid, params), () => listEnrolledClasses(uid, params));
}

export function useEnrolledClasses(params: EnrolledClassesParams) {
  const { user, token } = useAuth();
  const uid = user?.uid ?? "";
  return useQuery({ ...enrolledClassesQueryOptions(uid, params), enabled: Boolean(uid && token) });
}
