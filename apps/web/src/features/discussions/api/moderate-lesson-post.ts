import type { ModerateLessonPostBody } from "@classwise/shared";
import { api } from "../../../lib/contract-call";

/** PUT /lesson-posts/{id}/moderation: pin a question or mark its answer. */
export function moderateLessonPost(questionId: string, change: ModerateLessonPostBody) {
  return api("PUT /lesson-posts/:id/moderation", { params: { id: questionId }, body: change }).then(
    (data) => data.post,
  );
}
