import {
  applicationPageResponseSchema,
  applicationResponseSchema,
  createApplicationBodySchema,
  DEFAULT_PAGE_SIZE,
  idParamsSchema,
  listApplicationsQuerySchema,
  ownApplicationListResponseSchema,
  reviewApplicationBodySchema,
  updateApplicationBodySchema,
} from "@classwise/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/ok.js";
import { actorOf } from "../../plugins/actor.js";
import * as service from "./service.js";

const tags = ["teacher-applications"];

/** spec §7 /teacher-applications calls; permissions as ARCHITECTURE.md "Server-side permissions". */
export const teacherApplicationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/teacher-applications",
    {
      config: { access: "read:teacher-application" },
      schema: {
        tags,
        summary: "Without page/limit: the caller's own application (0 or 1). With them: everyone's (admin)",
        querystring: listApplicationsQuerySchema,
        // The paged shape first: a union serialises with the first member that fits.
        response: { 200: z.union([applicationPageResponseSchema, ownApplicationListResponseSchema]) },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const actor = actorOf(request);
      if (page === undefined && limit === undefined) {
        return ok({ applications: await service.listOwnApplication(app.database.db, actor) });
      }
      const result = await service.listApplications(app.database.db, actor, {
        page: page ?? 1,
        limit: limit ?? DEFAULT_PAGE_SIZE,
      });
      return ok(result);
    },
  );

  app.post(
    "/teacher-applications",
    {
      config: { access: "create:teacher-application" },
      schema: {
        tags,
        summary: "Apply to teach: one application per user, pending until an admin reviews it",
        body: createApplicationBodySchema,
        response: { 201: applicationResponseSchema },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const application = await service.submitApplication(app.database.db, actor, request.body);
      return reply.status(201).send(ok({ application }));
    },
  );

  app.put(
    "/teacher-applications/:id",
    {
      config: { access: "update:teacher-application" },
      schema: {
        tags,
        summary: "Edit and resubmit the caller's own rejected application (back to pending)",
        params: idParamsSchema,
        body: updateApplicationBodySchema,
        response: { 200: applicationResponseSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const application = await service.resubmitApplication(app.database.db, actor, request.params.id, request.body);
      return ok({ application });
    },
  );

  app.patch(
    "/teacher-applications/:id",
    {
      config: { access: "review:teacher-application:any" },
      schema: {
        tags,
        summary: "Approve or reject a pending application (admin); approving makes the applicant a teacher",
        params: idParamsSchema,
        body: reviewApplicationBodySchema,
        response: { 200: applicationResponseSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const application = await service.reviewApplication(app.database.db, actor, request.params.id, request.body);
      return ok({ application });
    },
  );
};
