import type { CurriculumResponse } from "@classwise/shared";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** GET /classes/{id}/curriculum: titles, minutes and count of a class's lessons, for everyone. */
export function getCurriculum(classId: string, signal?: AbortSignal): Promise<CurriculumResponse> {
  return apiRequest<CurriculumResponse>(`/classes/${encodeURIComponent(classId)}/curriculum`, { signal });
}

export function useCurriculum(classId: string) {
  return useQuery({
    queryKey: queryKeys.classes.curriculum(classId),
    queryFn: ({ signal }) => getCurriculum(classId, signal),
  });
}
