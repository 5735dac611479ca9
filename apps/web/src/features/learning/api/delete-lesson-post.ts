import { apiRequest } from "../../../lib/api-client";

/** DELETE /lesson-posts/{id}: one's own post, or any as the class's teacher or an admin. */
export function deleteLessonPost(postId: string): Promise<void> {
  return apiRequest<unknown>(`/lesson-posts/${encodeURIComponent(postId)}`, { method: "DELETE" }).then(() => undefined);
}
