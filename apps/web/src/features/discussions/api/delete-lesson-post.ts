import { api } from "../../../lib/contract-call";

/** DELETE /lesson-posts/{id}: one's own post, or any as the class's teacher or an admin. */
export function deleteLessonPost(postId: string): Promise<void> {
  return api("DELETE /lesson-posts/:id", { params: { id: postId } }).then(() => undefined);
}
