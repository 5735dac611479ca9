import { queryOptions, useQuery } from "@tanstack/react-query";
import { useAuth } from "../../../lib/auth/auth-context";
import { api } from "../../../lib/contract-call";
import { queryKeys } from "../../../lib/query-keys";

/** GET /submissions/student/{uid}/class/{id}: the signed-in student's own submissions in the class. */
export function listMySubmissions(uid: string, classId: string, signal?: AbortSignal) {
  return api("GET /submissions/student/:uid/class/:id", { params: { uid, id: classId }, signal }).then(
    (data) => data.submissions,
  );
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
