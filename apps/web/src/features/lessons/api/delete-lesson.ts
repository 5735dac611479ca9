import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/contract-call";
import { refreshClassLessons } from "./save-lesson";

/** DELETE /lessons/{id}: the lessons after it move up one place. */
export function deleteLesson(lessonId: string): Promise<void> {
  return api("DELETE /lessons/:id", { params: { id: lessonId } }).then(() => undefined);
}

export function useDeleteLesson(classId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteLesson,
    onSettled: () => refreshClassLessons(client, classId),
  });
}
