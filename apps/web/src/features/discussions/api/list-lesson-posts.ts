import { useInfiniteQuery } from "@tanstack/react-query";
import { api } from "../../../lib/contract-call";
import { queryKeys } from "../../../lib/query-keys";

const PAGE_SIZE = 20;

/** GET /lessons/{id}/posts: a page of questions newest first, after the cursor of the page before. */
export function listLessonPosts(lessonId: string, before: string | null, signal?: AbortSignal) {
  return api("GET /lessons/:id/posts", {
    params: { id: lessonId },
    query: { limit: PAGE_SIZE, before: before ?? undefined },
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
