import type { ClassProgress } from "@classwise/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/contract-call";
import { queryKeys } from "../../../lib/query-keys";

/**
 * Enrolment, assignment and submission counts of an approved class (the admin's
 * Progress modal). Not a student's progress, which enrolments computes from assignments and submissions.
 */
export function getClassProgressCounts(id: string, signal?: AbortSignal): Promise<ClassProgress> {
  return api("GET /classes/:id/progress", { params: { id }, signal }).then((data) => data.progress);
}

export function classProgressCountsQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.classes.progressCounts(id),
    queryFn: ({ signal }) => getClassProgressCounts(id, signal),
    // Counts move as students enrol and submit: read them fresh each time the modal opens.
    staleTime: 0,
    retry: false,
  });
}

export function useClassProgressCounts(id: string | null) {
  return useQuery({ ...classProgressCountsQueryOptions(id ?? ""), enabled: Boolean(id) });
}
