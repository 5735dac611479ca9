import type { CreateLessonPostBody } from "@classwise/shared";
import { api } from "../../../lib/contract-call";

/** POST /lessons/{id}/posts: a question, or a reply with `parentId`. */
export function createLessonPost(lessonId: string, body: CreateLessonPostBody) {
  return api("POST /lessons/:id/posts", { params: { id: lessonId }, body }).then((data) => data.post);
}
