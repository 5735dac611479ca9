import { classChangedResponseSchema, idParamsSchema, messages, reviewClassBodySchema } from "@classwise/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/ok.js";
import { actorOf } from "../../plugins/actor.js";
import { tags } from "./management-route-support.js";
import { reviewClass } from "./management-service.js";

/** spec §2 All Classes Management: an admin approves or rejects a pending class. */
export const adminClassRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    "/classes/:id",
    {
      config: { access: "review:class:any" },
      schema: {
        tags,
        summary: "Approve or reject a pending class (admin); any other state answers 409",
        params: idParamsSchema,
        body: reviewClassBodySchema,
        response: { 200: classChangedResponseSchema },
      },
    },
    async (request) => {
      const updated = await reviewClass(app.database.db, actorOf(request), request.params.id, request.body);
      app.publicCache.invalidate("catalogue", "evaluations", "statistics");
      const message =
        updated.status === "approved"
          ? messages.admin.classApproved(updated.title)
          : messages.admin.classRejected(updated.title);
      return ok({ message, class: updated });
    },
  );
};
