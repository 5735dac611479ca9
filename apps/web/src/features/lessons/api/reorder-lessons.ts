import type { ClassLessonsResponse } from "@classwise/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/contract-call";
import { queryKeys } from "../../../lib/query-keys";

/** PUT /lessons/class/{id}/order: every lesson of the class in its new order, applied at once. */
export function reorderLessons(classId: string, lessonIds: string[]): Promise<void> {
  return api("PUT /lessons/class/:id/order", { params: { id: classId }, body: { lessonIds } }).then(() => undefined);
}

/**
 * Shows the new order at once and sends it; a refusal (a lesson added or deleted elsewhere meanwhile) puts
 * the list back and reads it again.
 */
export function useReorderLessons(classId: string) {
  const client = useQueryClient();
  const key = queryKeys.learning.lessons(classId);
  return useMutation({
    mutationFn: (lessonIds: string[]) => reorderLessons(classId, lessonIds),
    onMutate: async (lessonIds) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<ClassLessonsResponse>(key);
      if (previous) {
        const byId = new Map(previous.lessons.map((lesson) => [lesson._id, lesson]));
        const lessons = lessonIds.flatMap((id, index) => {
          const lesson = byId.get(id);
          return lesson ? [{ ...lesson, position: index + 1 }] : [];
        });
        client.setQueryData<ClassLessonsResponse>(key, { ...previous, lessons });
      }
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
    },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: key }),
        client.invalidateQueries({ queryKey: queryKeys.classes.curriculum(classId) }),
      ]),
  });
}
