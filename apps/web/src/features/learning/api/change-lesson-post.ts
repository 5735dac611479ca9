import type { CreateLessonPostBody, LessonPost, ModerateLessonPostBody } from "@classwise/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** POST /lessons/{id}/posts: a question, or a reply with `parentId`. */
export function createLessonPost(lessonId: string, body: CreateLessonPostBody): Promise<LessonPost> {
  return apiRequest<{ post: LessonPost }>(`/lessons/${encodeURIComponent(lessonId)}/posts`, {
    method: "POST",
    body,
  }).then((data) => data.post);
}

/** PATCH /lesson-posts/{id}: the author's new text, within the edit window. */
export function editLessonPost(postId: string, body: string): Promise<LessonPost> {
  return apiRequest<{ post: LessonPost }>(`/lesson-posts/${encodeURIComponent(postId)}`, {
    method: "PATCH",
    body: { body },
  }).then((data) => data.post);
}

/** DELETE /lesson-posts/{id}: one's own post, or any as the class's teacher or an admin. */
export function deleteLessonPost(postId: string): Promise<void> {
  return apiRequest<unknown>(`/lesson-posts/${encodeURIComponent(postId)}`, { method: "DELETE" }).then(() => undefined);
}

/** PUT /lesson-posts/{id}/moderation: pin a question or mark its answer. */
export function moderateLessonPost(questionId: string, change: ModerateLessonPostBody): Promise<LessonPost> {
  return apiRequest<{ post: LessonPost }>(`/lesson-posts/${encodeURIComponent(questionId)}/moderation`, {
    method: "PUT",
    body: change,
  }).then((data) => data.post);
}

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
