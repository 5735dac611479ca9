import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../contract-call";
import { queryKeys } from "../query-keys";

/** GET /lessons/class/{id}: the outline with the caller's ticks, the next lesson and, for a student, progress. */
export function listClassLessons(classId: string, signal?: AbortSignal) {
  return api("GET /lessons/class/:id", { params: { id: classId }, signal });
}

export function classLessonsQueryOptions(classId: string) {
  return queryOptions({
    queryKey: queryKeys.learning.lessons(classId),
    queryFn: ({ signal }) => listClassLessons(classId, signal),
  });
}

export function useClassLessons(classId: string, enabled = true) {
  return useQuery({ ...classLessonsQueryOptions(classId), enabled });
}
