import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/contract-call";
import { queryKeys } from "../../../lib/query-keys";

/**
 * GET /submissions/class/{id} for the teacher page, which shows counts only (the total and one per
 * assignment): one row is the smallest page the call serves.
 */
export function getClassSubmissionCounts(classId: string, signal?: AbortSignal) {
  return api("GET /submissions/class/:id", { params: { id: classId }, query: { page: 1, limit: 1 }, signal }).then(
    (data) => ({
      totalSubmissions: data.totalSubmissions,
      perAssignment: new Map(data.assignmentCounts.map((item) => [item.assignmentId, item.submissions])),
    }),
  );
}

export function classSubmissionCountsQueryOptions(classId: string) {
  return queryOptions({
    queryKey: queryKeys.learning.classSubmissions(classId),
    queryFn: ({ signal }) => getClassSubmissionCounts(classId, signal),
    // Students hand work in while the teacher looks: read fresh whenever the page is opened.
    staleTime: 0,
  });
}

export function useClassSubmissionCounts(classId: string, enabled: boolean) {
  return useQuery({ ...classSubmissionCountsQueryOptions(classId), enabled });
}
