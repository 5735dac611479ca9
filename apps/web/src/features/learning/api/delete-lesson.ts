import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { refreshClassLessons } from "./save-lesson";

/** DELETE /lessons/{id}: the lessons after it move up one place. */
export function deleteLesson(lessonId: string): Promise<void> {
  return apiRequest(`/lessons/${encodeURIComponent(lessonId)}`, { method: "DELETE" }).then(() => undefined);
}

export function useDeleteLesson(classId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteLesson,
    onSettled: () => refreshClassLessons(client, classId),
  });
}
