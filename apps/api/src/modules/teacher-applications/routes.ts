import * as shared from "@classwise/shared";
import { z } from "zod";
import { ok } from "../../lib/ok.js";
import { actorOf } from "../../plugins/actor.js";
import { declareRoutes } from "../../plugins/route-declaration.js";
import { adminReviews, applicationWrites } from "../../plugins/route-limits.js";
import * as service from "./service.js";

/** product §7 /teacher-applications calls; permissions as product §6 says. */
export const teacherApplicationRoutes = declareRoutes("teacher-applications", (route, { db }) => {
  route.get("/teacher-applications", "read:teacher-application", {
    summary: "Without page/limit: the caller's own application (0 or 1). With them: everyone's (admin)",
    schema: {
      querystring: shared.listApplicationsQuerySchema,
      // The paged shape first: a union serialises with the first member that fits.
      response: { 200: z.union([shared.applicationPageResponseSchema, shared.ownApplicationListResponseSchema]) },
    },
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

  route.post("/teacher-applications", "create:teacher-application", {
    rateLimit: applicationWrites,
    summary: "Apply to teach: one application per user, pending until an admin reviews it",
    schema: { body: shared.createApplicationBodySchema, response: { 201: shared.applicationResponseSchema } },
    handler: async (request) =>
      ok({ application: await service.submitApplication(db, actorOf(request), request.body) }),
  });

  // Resubmitting (the applicant's own) and reviewing (an admin's) answer alike but are different permissions.
  route.put("/teacher-applications/:id", "update:teacher-application", {
    rateLimit: applicationWrites,
    summary: "Edit and resubmit the caller's own rejected application (back to pending)",
    schema: {
      params: shared.idParamsSchema,
      body: shared.updateApplicationBodySchema,
      response: { 200: shared.applicationResponseSchema },
    },
    handler: async (request) => {
      const application = await service.resubmitApplication(db, actorOf(request), request.params.id, request.body);
      return ok({ application });
    },
  });

  // Declared apart from the resubmission above: one body, one permission and one rule each.
  route.patch("/teacher-applications/:id", "review:teacher-application:any", {
    rateLimit: adminReviews,
    summary: "Approve or reject a pending application (admin); approving makes the applicant a teacher",
    schema: {
      params: shared.idParamsSchema,
      body: shared.reviewApplicationBodySchema,
      response: { 200: shared.applicationResponseSchema },
    },
    handler: async (request) => {
      const application = await service.reviewApplication(db, actorOf(request), request.params.id, request.body);
      return ok({ application });
    },
  });
});
