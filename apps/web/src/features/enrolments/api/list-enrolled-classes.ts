import { useQuery } from "@tanstack/react-query";
import { useAuth } from "../../../lib/auth/auth-context";
import { api } from "../../../lib/contract-call";
import { pageQueryOptions } from "../../../lib/page-query";
import { queryKeys } from "../../../lib/query-keys";

export interface EnrolledClassesParams {
  page: number;
  limit: number;
}

/** A page of the student's enrolled classes, newest enrolment first (product §7). */
export function listEnrolledClasses(uid: string, params: EnrolledClassesParams) {
  return api("GET /students/:uid/enrolled-classes", {
    params: { uid },
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
