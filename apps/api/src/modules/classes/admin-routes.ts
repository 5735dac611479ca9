import * as shared from "@classwise/shared";
import { ok } from "../../lib/ok.js";
import { actorOf } from "../../plugins/actor.js";
import { declareRoutes } from "../../plugins/route-declaration.js";
import { adminReviews } from "../../plugins/route-limits.js";
import { changeClassCategory, reviewClass } from "./management-service.js";

/** product §2 All Classes Management: an admin approves or rejects a pending class. */
export const adminClassRoutes = declareRoutes("classes", (route, { deps }) => {
  route.serve(shared.classContracts.review, "review:class:any", {
    rateLimit: adminReviews,
    summary: "Approve or reject a pending class (admin); any other state answers 409",
    handler: async (request) => {
      const updated = await reviewClass(deps(request), actorOf(request), request.params.id, request.body);
      const message =
        updated.status === "approved"
          ? shared.messages.admin.classApproved(updated.title)
          : shared.messages.admin.classRejected(updated.title);
      return ok({ message, class: updated });
    },
  });

  route.serve(shared.classContracts.changeCategory, "review:class:any", {
    summary: "Move a live class to another category (admin)",
    rateLimit: { bucket: "class-category", per: "user" },
    handler: async (request) => {
      const updated = await changeClassCategory(deps(request), actorOf(request), request.params.id, request.body);
      return ok({ message: shared.messages.admin.classCategoryChanged(updated.title), class: updated });
    },
  });
});
