import type { LessonPost } from "@classwise/shared";
import { apiRequest } from "../../../lib/api-client";

/** PATCH /lesson-posts/{id}: the author's new text, within the edit window. */
export function editLessonPost(postId: string, body: string): Promise<LessonPost> {
  return apiRequest<{ post: LessonPost }>(`/lesson-posts/${encodeURIComponent(postId)}`, {
    method: "PATCH",
    body: { body },
  }).then((data) => data.post);
}
