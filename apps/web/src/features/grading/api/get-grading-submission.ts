import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/contract-call";
import { queryKeys } from "../../../lib/query-keys";

/** GET /submissions/{id}: one submission opened for grading, and the next one waiting. */
export function getGradingSubmission(submissionId: string, signal?: AbortSignal) {
  return api("GET /submissions/:id", { params: { id: submissionId }, signal });
}

export function gradingSubmissionQueryOptions(submissionId: string) {
  return queryOptions({
    queryKey: queryKeys.learning.gradingSubmission(submissionId),
    queryFn: ({ signal }) => getGradingSubmission(submissionId, signal),
    staleTime: 0,
  });
}

export function useGradingSubmission(submissionId: string | null) {
  return useQuery({ ...gradingSubmissionQueryOptions(submissionId ?? ""), enabled: Boolean(submissionId) });
}
