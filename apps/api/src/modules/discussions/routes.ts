import * as shared from "@classwise/shared";
import { ok } from "../../lib/ok.js";
import { actorOf } from "../../plugins/actor.js";
import { declareRoutes } from "../../plugins/route-declaration.js";
import { discussionWrites } from "../../plugins/route-limits.js";
import * as service from "./service.js";

/** Questions and replies under lessons: enrolled students and the class's teacher post; admins moderate. */
export const discussionRoutes = declareRoutes("discussions", (route, { db, app }) => {
  const deps: service.DiscussionDeps = { db, now: () => app.config.now() };

  route.get("/lessons/:id/posts", "read:lesson-post", {
    summary: "A lesson's questions newest first, a page after a keyset cursor, pinned ones on the first page",
    schema: {
      params: shared.idParamsSchema,
      querystring: shared.postCursorQuerySchema,
      response: { 200: shared.lessonPostPageSchema },
    },
    handler: async (request) => service.listQuestions(deps, actorOf(request), request.params.id, request.query),
  });

  route.get("/lesson-posts/:id/replies", "read:lesson-post", {
    summary: "A question's replies, oldest first",
    schema: { params: shared.idParamsSchema, response: { 200: shared.lessonPostRepliesSchema } },
    handler: async (request) => ok({ posts: await service.listReplies(deps, actorOf(request), request.params.id) }),
  });

  route.post("/lessons/:id/posts", "create:lesson-post", {
    rateLimit: discussionWrites,
    summary: "Ask a question under a lesson, or reply to one (enrolled students, the class's teacher)",
    schema: {
      params: shared.idParamsSchema,
      body: shared.createLessonPostBodySchema,
      response: { 201: shared.lessonPostResponseSchema },
    },
    handler: async (request) =>
      ok({ post: await service.createPost(deps, actorOf(request), request.params.id, request.body) }),
  });

  route.patch("/lesson-posts/:id", "update:lesson-post", {
    rateLimit: discussionWrites,
    summary: "Change one's own post within the edit window",
    schema: {
      params: shared.idParamsSchema,
      body: shared.updateLessonPostBodySchema,
      response: { 200: shared.lessonPostResponseSchema },
    },
    handler: async (request) =>
      ok({ post: await service.editPost(deps, actorOf(request), request.params.id, request.body.body) }),
  });

  route.delete("/lesson-posts/:id", "delete:lesson-post", {
    rateLimit: discussionWrites,
    summary: "Delete one's own post, or any post as the class's teacher or an admin (a question with its replies)",
    schema: { params: shared.idParamsSchema, response: { 200: shared.deleteLessonResponseSchema } },
    handler: async (request) => {
      await service.deletePost(deps, actorOf(request), request.params.id);
      return ok({ message: shared.messages.discussions.deleted });
    },
  });

  route.put("/lesson-posts/:id/moderation", "review:lesson-post", {
    rateLimit: discussionWrites,
    summary: "Pin a question or mark one of its replies as the answer (the class's teacher, admins)",
    schema: {
      params: shared.idParamsSchema,
      body: shared.moderateLessonPostBodySchema,
      response: { 200: shared.lessonPostResponseSchema },
    },
    handler: async (request) =>
      ok({ post: await service.moderatePost(deps, actorOf(request), request.params.id, request.body) }),
  });
});
