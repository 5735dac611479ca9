import type { LessonPostPage } from "@classwise/shared";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

const PAGE_SIZE = 20;

/** GET /lessons/{id}/posts: a page of questions newest first, after the cursor of the page before. */
export function listLessonPosts(lessonId: string, before: string | null, signal?: AbortSignal) {
  const cursor = before ? `&before=${encodeURIComponent(before)}` : "";
  return apiRequest<LessonPostPage>(`/lessons/${encodeURIComponent(lessonId)}/posts?limit=${PAGE_SIZE}${cursor}`, {
    signal,
  });
}

/** The lesson's questions, a page at a time ("Show older questions" reads the next). */
export function useLessonPosts(lessonId: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.learning.discussion(lessonId),
    queryFn: ({ pageParam, signal }) => listLessonPosts(lessonId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}
