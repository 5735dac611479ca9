import { api } from "../../../lib/contract-call";

/** PATCH /lesson-posts/{id}: the author's new text, within the edit window. */
export function editLessonPost(postId: string, body: string) {
  return api("PATCH /lesson-posts/:id", { params: { id: postId }, body: { body } }).then((data) => data.post);
}
