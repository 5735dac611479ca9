import * as shared from "@classwise/shared";
import { ok } from "../../lib/ok.js";
import { actorOf } from "../../plugins/actor.js";
import { declareRoutes } from "../../plugins/route-declaration.js";
import { discussionWrites } from "../../plugins/route-limits.js";
import { deletion } from "../../plugins/route-shapes.js";
import * as service from "./service.js";

const contracts = shared.discussionContracts;

/** Questions and replies under lessons: enrolled students and the class's teacher post; admins moderate. */
export const discussionRoutes = declareRoutes("discussions", (route, { db, app }) => {
  const deps: service.DiscussionDeps = { db, now: () => app.config.now() };

  route.serve(contracts.questions, "read:lesson-post", {
    summary: "A lesson's questions newest first, a page after a keyset cursor, pinned ones on the first page",
    handler: async (request) => service.listQuestions(deps, actorOf(request), request.params.id, request.query),
  });

  route.serve(contracts.replies, "read:lesson-post", {
    summary: "A question's replies, oldest first",
    handler: async (request) => ok({ posts: await service.listReplies(deps, actorOf(request), request.params.id) }),
  });

  route.serve(contracts.post, "create:lesson-post", {
    rateLimit: discussionWrites,
    summary: "Ask a question under a lesson, or reply to one (enrolled students, the class's teacher)",
    handler: async (request) =>
      ok({ post: await service.createPost(deps, actorOf(request), request.params.id, request.body) }),
  });

  route.serve(contracts.edit, "update:lesson-post", {
    rateLimit: discussionWrites,
    summary: "Change one's own post within the edit window",
    handler: async (request) =>
      ok({ post: await service.editPost(deps, actorOf(request), request.params.id, request.body.body) }),
  });

  route.serve(contracts.delete, "delete:lesson-post", {
    rateLimit: discussionWrites,
    summary: "Delete one's own post, or any post as the class's teacher or an admin (a question with its replies)",
    handler: deletion(shared.messages.discussions.deleted, (actor, id) => service.deletePost(deps, actor, id)),
  });

  route.serve(contracts.moderate, "review:lesson-post", {
    rateLimit: discussionWrites,
    summary: "Pin a question or mark one of its replies as the answer (the class's teacher, admins)",
    handler: async (request) =>
      ok({ post: await service.moderatePost(deps, actorOf(request), request.params.id, request.body) }),
  });
});
