import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/contract-call";
import { queryKeys } from "../../../lib/query-keys";

/** GET /lessons/{id}: one lesson with its Markdown body (enrolled students, the class's teacher, admins). */
export function getLesson(lessonId: string, signal?: AbortSignal) {
  return api("GET /lessons/:id", { params: { id: lessonId }, signal }).then((data) => data.lesson);
}

export function useLesson(classId: string, lessonId: string | null) {
  return useQuery({
    queryKey: queryKeys.learning.lesson(classId, lessonId ?? ""),
    queryFn: ({ signal }) => getLesson(lessonId ?? "", signal),
    enabled: lessonId !== null,
  });
}
