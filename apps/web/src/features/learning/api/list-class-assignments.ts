import type { Assignment, ClassAssignmentsResponse } from "@classwise/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** GET /assignments/class/{id}: newest first (enrolled students, the class's teacher, admins). */
export function listClassAssignments(classId: string, signal?: AbortSignal): Promise<Assignment[]> {
  return apiRequest<ClassAssignmentsResponse>(`/assignments/class/${encodeURIComponent(classId)}`, { signal }).then(
    (data) => data.assignments,
  );
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
