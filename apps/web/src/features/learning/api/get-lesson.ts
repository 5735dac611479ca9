import type { Lesson, LessonResponse } from "@classwise/shared";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** GET /lessons/{id}: one lesson with its Markdown body (enrolled students, the class's teacher, admins). */
export function getLesson(lessonId: string, signal?: AbortSignal): Promise<Lesson> {
  return apiRequest<LessonResponse>(`/lessons/${encodeURIComponent(lessonId)}`, { signal }).then((data) => data.lesson);
}

export function useLesson(classId: string, lessonId: string | null) {
  return useQuery({
    queryKey: queryKeys.learning.lesson(classId, lessonId ?? ""),
    queryFn: ({ signal }) => getLesson(lessonId ?? "", signal),
    enabled: lessonId !== null,
  });
}
