import type { LessonPost } from "@classwise/shared";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** GET /lesson-posts/{id}/replies: a question's replies, oldest first. */
export function listPostReplies(questionId: string, signal?: AbortSignal): Promise<LessonPost[]> {
  return apiRequest<{ posts: LessonPost[] }>(`/lesson-posts/${encodeURIComponent(questionId)}/replies`, {
    signal,
  }).then((data) => data.posts);
}

export function usePostReplies(lessonId: string, questionId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.learning.replies(lessonId, questionId),
    queryFn: ({ signal }) => listPostReplies(questionId, signal),
    enabled,
  });
}
