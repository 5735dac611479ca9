import type { CreateLessonPostBody, ModerateLessonPostBody } from "@classwise/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { queryKeys } from "../../../lib/query-keys";
import { createLessonPost } from "./create-lesson-post";
import { deleteLessonPost } from "./delete-lesson-post";
import { editLessonPost } from "./edit-lesson-post";
import { moderateLessonPost } from "./moderate-lesson-post";

type Change =
  | { kind: "create"; body: CreateLessonPostBody }
  | { kind: "edit"; postId: string; body: string }
  | { kind: "delete"; postId: string }
  | { kind: "moderate"; postId: string; change: ModerateLessonPostBody };

/** Every change to a lesson's discussion; the lesson's questions and replies are read again after it. */
export function useChangeLessonPost(lessonId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: Change): Promise<unknown> => {
      switch (change.kind) {
        case "create":
          return createLessonPost(lessonId, change.body);
        case "edit":
          return editLessonPost(change.postId, change.body);
        case "delete":
          return deleteLessonPost(change.postId);
        case "moderate":
          return moderateLessonPost(change.postId, change.change);
      }
    },
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.learning.discussion(lessonId) }),
  });
}
