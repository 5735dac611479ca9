import type { CreateLessonBody, LessonContentInput } from "@classwise/shared";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/contract-call";
import { queryKeys } from "../../../lib/query-keys";

/** POST /lessons: appended after the class's last lesson. */
export function createLesson(body: CreateLessonBody) {
  return api("POST /lessons", { body }).then((data) => data.lesson);
}

/** PATCH /lessons/{id}: title, body, video link and minutes. */
export function updateLesson(lessonId: string, body: LessonContentInput) {
  return api("PATCH /lessons/:id", { params: { id: lessonId }, body }).then((data) => data.lesson);
}

/** Adds a lesson (no id) or saves one; the class's lessons, curriculum and progress are read again. */
export function useSaveLesson(classId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ lessonId, content }: { lessonId: string | null; content: LessonContentInput }) =>
      lessonId ? updateLesson(lessonId, content) : createLesson({ classId, ...content } as CreateLessonBody),
    onSuccess: (lesson) => client.setQueryData(queryKeys.learning.lesson(classId, lesson._id), lesson),
    onSettled: () => refreshClassLessons(client, classId),
  });
}

/** A lesson was added, changed or deleted: the class's lessons, curriculum and progress are read again. */
export function refreshClassLessons(client: QueryClient, classId: string) {
  return Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.learning.lessons(classId) }),
    client.invalidateQueries({ queryKey: queryKeys.classes.curriculum(classId) }),
    client.invalidateQueries({ queryKey: queryKeys.classes.progressCounts(classId) }),
  ]);
}
