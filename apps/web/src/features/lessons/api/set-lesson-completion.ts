import type { ClassLessonsResponse, Lesson } from "@classwise/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/contract-call";
import { queryKeys } from "../../../lib/query-keys";

/** PUT or DELETE /lessons/{id}/completion: repeating either changes nothing. */
export function setLessonCompletion(lessonId: string, completed: boolean) {
  const params = { id: lessonId };
  return completed ? api("PUT /lessons/:id/completion", { params }) : api("DELETE /lessons/:id/completion", { params });
}

/** Ticks a lesson; the outline, the lesson and the progress on every screen follow the server's answer. */
export function useSetLessonCompletion(classId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ lessonId, completed }: { lessonId: string; completed: boolean }) =>
      setLessonCompletion(lessonId, completed),
    onSuccess: (answer) => {
      client.setQueryData<ClassLessonsResponse>(queryKeys.learning.lessons(classId), (list) =>
        list
          ? {
              ...list,
              lessons: list.lessons.map((lesson) =>
                lesson._id === answer.lessonId ? { ...lesson, completed: answer.completed } : lesson,
              ),
              nextLessonId: answer.nextLessonId,
              progress: answer.progress,
            }
          : list,
      );
      client.setQueryData<Lesson>(queryKeys.learning.lesson(classId, answer.lessonId), (lesson) =>
        lesson ? { ...lesson, completed: answer.completed } : lesson,
      );
    },
    // A tick may complete the class and so earn its certificate.
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.enrolments.all }),
        client.invalidateQueries({ queryKey: queryKeys.certificates.all }),
      ]),
  });
}
