import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/contract-call";
import { queryKeys } from "../../../lib/query-keys";

/** GET /assignments/class/{id}: newest first (enrolled students, the class's teacher, admins). */
export function listClassAssignments(classId: string, signal?: AbortSignal) {
  return api("GET /assignments/class/:id", { params: { id: classId }, signal }).then((data) => data.assignments);
}

export function classAssignmentsQueryOptions(classId: string) {
  return queryOptions({
    queryKey: queryKeys.learning.assignments(classId),
    queryFn: ({ signal }) => listClassAssignments(classId, signal),
  });
}

export function useClassAssignments(classId: string, enabled: boolean) {
  return useQuery({ ...classAssignmentsQueryOptions(classId), enabled });
}
