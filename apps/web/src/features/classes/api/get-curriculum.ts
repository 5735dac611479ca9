import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/contract-call";
import { queryKeys } from "../../../lib/query-keys";

/** GET /classes/{id}/curriculum: titles, minutes and count of a class's lessons, for everyone. */
export function getCurriculum(classId: string, signal?: AbortSignal) {
  return api("GET /classes/:id/curriculum", { params: { id: classId }, signal });
}

export function useCurriculum(classId: string) {
  return useQuery({
    queryKey: queryKeys.classes.curriculum(classId),
    queryFn: ({ signal }) => getCurriculum(classId, signal),
  });
}
