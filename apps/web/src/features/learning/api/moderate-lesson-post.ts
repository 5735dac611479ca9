import type { LessonPost, ModerateLessonPostBody } from "@classwise/shared";
import { apiRequest } from "../../../lib/api-client";

/** PUT /lesson-posts/{id}/moderation: pin a question or mark its answer. */
export function moderateLessonPost(questionId: string, change: ModerateLessonPostBody): Promise<LessonPost> {
  return apiRequest<{ post: LessonPost }>(`/lesson-posts/${encodeURIComponent(questionId)}/moderation`, {
    method: "PUT",
    body: change,
  }).then((data) => data.post);
}
