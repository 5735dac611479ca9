import {
  classCategoryBodySchema,
  classChangedResponseSchema,
  idParamsSchema,
  messages,
  reviewClassBodySchema,
} from "@classwise/shared";
import { ok } from "../../lib/ok.js";
import { actorOf } from "../../plugins/actor.js";
import { declareRoutes } from "../../plugins/route-declaration.js";
import { adminReviews } from "../../plugins/route-limits.js";
import { changeClassCategory, reviewClass } from "./management-service.js";

/** product §2 All Classes Management: an admin approves or rejects a pending class. */
export const adminClassRoutes = declareRoutes("classes", (route, { deps }) => {
  route.patch("/classes/:id", "review:class:any", {
    rateLimit: adminReviews,
    summary: "Approve or reject a pending class (admin); any other state answers 409",
    schema: { params: idParamsSchema, body: reviewClassBodySchema, response: { 200: classChangedResponseSchema } },
    handler: async (request) => {
      const updated = await reviewClass(deps(request), actorOf(request), request.params.id, request.body);
      const message =
        updated.status === "approved"
          ? messages.admin.classApproved(updated.title)
          : messages.admin.classRejected(updated.title);
      return ok({ message, class: updated });
    },
  });

  route.patch("/classes/:id/category", "review:class:any", {
    summary: "Move a live class to another category (admin)",
    rateLimit: { bucket: "class-category", per: "user" },
    schema: { params: idParamsSchema, body: classCategoryBodySchema, response: { 200: classChangedResponseSchema } },
    handler: async (request) => {
      const updated = await changeClassCategory(deps(request), actorOf(request), request.params.id, request.body);
      return ok({ message: messages.admin.classCategoryChanged(updated.title), class: updated });
    },
  });
});
