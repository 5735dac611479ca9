import type { GradingFilter } from "@classwise/shared";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/contract-call";
import { type PageParams, queryKeys } from "../../../lib/query-keys";

export type AssignmentSubmissionsParams = PageParams & { status: GradingFilter };

/** GET /assignments/{id}/submissions: a page of the assignment's submissions for its teacher. */
export function listAssignmentSubmissions(
  assignmentId: string,
  params: AssignmentSubmissionsParams,
  signal?: AbortSignal,
) {
  return api("GET /assignments/:id/submissions", { params: { id: assignmentId }, query: { ...params }, signal });
}

export function assignmentSubmissionsQueryOptions(assignmentId: string, params: AssignmentSubmissionsParams) {
  return queryOptions({
    queryKey: queryKeys.learning.assignmentSubmissions(assignmentId, params),
    queryFn: ({ signal }) => listAssignmentSubmissions(assignmentId, params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useAssignmentSubmissions(assignmentId: string, params: AssignmentSubmissionsParams) {
  return useQuery(assignmentSubmissionsQueryOptions(assignmentId, params));
}
