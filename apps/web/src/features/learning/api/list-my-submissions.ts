import type { Submission, SubmissionsResponse } from "@classwise/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { useAuth } from "../../../lib/auth/auth-context";
import { queryKeys } from "../../../lib/query-keys";

/** GET /submissions/student/{uid}/class/{id}: the signed-in student's own submissions in the class. */
export function listMySubmissions(uid: string, classId: string, signal?: AbortSignal): Promise<Submission[]> {
  return apiRequest<SubmissionsResponse>(
    `/submissions/student/${encodeURIComponent(uid)}/class/${encodeURIComponent(classId)}`,
    { signal },
  ).then((data) => data.submissions);
}

export function mySubmissionsQueryOptions(uid: string, classId: string) {
  return queryOptions({
    queryKey: queryKeys.learning.mySubmissions(uid, classId),
    queryFn: ({ signal }) => listMySubmissions(uid, classId, signal),
  });
}

export function useMySubmissions(classId: string, enabled: boolean) {
  const { user } = useAuth();
  const uid = user?.uid ?? "";
  return useQuery({ ...mySubmissionsQueryOptions(uid, classId), enabled: enabled && Boolean(uid) });
}
