import type { CreateLessonPostBody, LessonPost } from "@classwise/shared";
import { apiRequest } from "../../../lib/api-client";

/** POST /lessons/{id}/posts: a question, or a reply with `parentId`. */
export function createLessonPost(lessonId: string, body: CreateLessonPostBody): Promise<LessonPost> {
  return apiRequest<{ post: LessonPost }>(`/lessons/${encodeURIComponent(lessonId)}/posts`, {
    method: "POST",
    body,
  }).then((data) => data.post);
}
