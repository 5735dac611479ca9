import { idParamsSchema } from "../schemas/common.js";
import {
  createLessonPostBodySchema,
  lessonPostPageSchema,
  lessonPostRepliesSchema,
  lessonPostResponseSchema,
  moderateLessonPostBodySchema,
  postCursorQuerySchema,
  updateLessonPostBodySchema,
} from "../schemas/community.js";
import { defineContract } from "./contract.js";
import { deletionContract } from "./deletion.js";

/**
 * Questions and replies under lessons (docs/decisions/0038-discussions-announcements-drip.md): enrolled
 * students and the class's teacher post; the teacher and admins moderate.
 */
export const discussionContracts = {
  questions: defineContract({
    method: "GET",
    path: "/lessons/:id/posts",
    params: idParamsSchema,
    query: postCursorQuerySchema,
    response: { 200: lessonPostPageSchema },
  }),
  replies: defineContract({
    method: "GET",
    path: "/lesson-posts/:id/replies",
    params: idParamsSchema,
    response: { 200: lessonPostRepliesSchema },
  }),
  post: defineContract({
    method: "POST",
    path: "/lessons/:id/posts",
    params: idParamsSchema,
    body: createLessonPostBodySchema,
    response: { 201: lessonPostResponseSchema },
  }),
  edit: defineContract({
    method: "PATCH",
    path: "/lesson-posts/:id",
    params: idParamsSchema,
    body: updateLessonPostBodySchema,
    response: { 200: lessonPostResponseSchema },
  }),
  delete: deletionContract("/lesson-posts/:id"),
  moderate: defineContract({
    method: "PUT",
    path: "/lesson-posts/:id/moderation",
    params: idParamsSchema,
    body: moderateLessonPostBodySchema,
    response: { 200: lessonPostResponseSchema },
  }),
};
