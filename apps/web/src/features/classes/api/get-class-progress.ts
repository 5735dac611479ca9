import type { ClassProgress, ClassProgressResponse } from "@classwise/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { classManagementKeys } from "./management-keys";

/** GET /classes/{id}/progress: enrolment, assignment and submission counts of an approved class. */
export function getClassProgress(id: string, signal?: AbortSignal): Promise<ClassProgress> {
  return apiRequest<ClassProgressResponse>(`/classes/${encodeURIComponent(id)}/progress`, { signal }).then(
    (data) => data.progress,
  );
}

export function classProgressQueryOptions(id: string) {
  return queryOptions({
    queryKey: classManagementKeys.progress(id),
    queryFn: ({ signal }) => getClassProgress(id, signal),
    // Counts move as students enrol and submit: read them fresh each time the modal opens.
    staleTime: 0,
    retry: false,
  });
}

export function useClassProgress(id: string | null) {
  return useQuery({ ...classProgressQueryOptions(id ?? ""), enabled: Boolean(id) });
}
