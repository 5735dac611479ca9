import * as shared from "@classwise/shared";
import { ok } from "../../lib/ok.js";
import { actorOf } from "../../plugins/actor.js";
import { declareRoutes } from "../../plugins/route-declaration.js";
import { adminReviews, applicationWrites } from "../../plugins/route-limits.js";
import * as service from "./service.js";

/** product §7 /teacher-applications calls; permissions as product §6 says. */
export const teacherApplicationRoutes = declareRoutes("teacher-applications", (route, { db }) => {
  route.serve(shared.teacherApplicationContracts.list, "read:teacher-application", {
    summary: "Without page/limit: the caller's own application (0 or 1). With them: everyone's (admin)",
    handler: async (request) => {
      const { page, limit } = request.query;
      const actor = actorOf(request);
      if (page === undefined && limit === undefined) {
        return ok({ applications: await service.listOwnApplication(db, actor) });
      }
      return ok(
        await service.listApplications(db, actor, { page: page ?? 1, limit: limit ?? shared.DEFAULT_PAGE_SIZE }),
      );
    },
  });

  route.serve(shared.teacherApplicationContracts.submit, "create:teacher-application", {
    rateLimit: applicationWrites,
    summary: "Apply to teach: one application per user, pending until an admin reviews it",
    handler: async (request) =>
      ok({ application: await service.submitApplication(db, actorOf(request), request.body) }),
  });

  // Resubmitting (the applicant's own) and reviewing (an admin's) answer alike but are different permissions.
  route.serve(shared.teacherApplicationContracts.resubmit, "update:teacher-application", {
    rateLimit: applicationWrites,
    summary: "Edit and resubmit the caller's own rejected application (back to pending)",
    handler: async (request) => {
      const application = await service.resubmitApplication(db, actorOf(request), request.params.id, request.body);
      return ok({ application });
    },
  });

  // Declared apart from the resubmission above: one body, one permission and one rule each.
  route.serve(shared.teacherApplicationContracts.review, "review:teacher-application:any", {
    rateLimit: adminReviews,
    summary: "Approve or reject a pending application (admin); approving makes the applicant a teacher",
    handler: async (request) => {
      const application = await service.reviewApplication(db, actorOf(request), request.params.id, request.body);
      return ok({ application });
    },
  });
});
