import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/contract-call";
import { queryKeys } from "../../../lib/query-keys";

/** GET /lesson-posts/{id}/replies: a question's replies, oldest first. */
export function listPostReplies(questionId: string, signal?: AbortSignal) {
  return api("GET /lesson-posts/:id/replies", { params: { id: questionId }, signal }).then((data) => data.posts);
}

export function usePostReplies(lessonId: string, questionId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.learning.replies(lessonId, questionId),
    queryFn: ({ signal }) => listPostReplies(questionId, signal),
    enabled,
  });
}
