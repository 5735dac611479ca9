import {
  applicationPageResponseSchema,
  applicationResponseSchema,
  createApplicationBodySchema,
  DEFAULT_PAGE_SIZE,
  errorBodySchema,
  idSchema,
  listApplicationsQuerySchema,
  ownApplicationListResponseSchema,
  reviewApplicationBodySchema,
  updateApplicationBodySchema,
} from "@classwise/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor, requireRole } from "../../plugins/actor.js";
import * as service from "./service.js";

const params = z.object({ id: idSchema });
// Authentication before body validation: a visitor gets 401, never a 400 describing the schema.
const signedIn = async (request: FastifyRequest) => {
  requireActor(request);
};
const adminOnly = async (request: FastifyRequest) => {
  requireRole(request, "admin");
};
const security = [{ bearer: [] }];
const tags = ["teacher-applications"];
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
};

/** spec §7 /teacher-applications calls; permissions as ARCHITECTURE.md "Server-side permissions". */
export const teacherApplicationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/teacher-applications",
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: "Without page/limit: the caller's own application (0 or 1). With them: everyone's (admin)",
        security,
        querystring: listApplicationsQuerySchema,
        // The paged shape first: a union serialises with the first member that fits.
        response: { 200: z.union([applicationPageResponseSchema, ownApplicationListResponseSchema]), ...errors },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      if (page === undefined && limit === undefined) {
        const actor = requireActor(request);
        return { success: true as const, applications: await service.listOwnApplication(app.database.db, actor) };
      }
      requireRole(request, "admin");
      const result = await service.listApplications(app.database.db, {
        page: page ?? 1,
        limit: limit ?? DEFAULT_PAGE_SIZE,
      });
      return { success: true as const, ...result };
    },
  );

  app.post(
    "/teacher-applications",
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: "Apply to teach: one application per user, pending until an admin reviews it",
        security,
        body: createApplicationBodySchema,
        response: { 201: applicationResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const application = await service.submitApplication(app.database.db, actor, request.body);
      return reply.status(201).send({ success: true as const, application });
    },
  );

  app.put(
    "/teacher-applications/:id",
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: "Edit and resubmit the caller's own rejected application (back to pending)",
        security,
        params,
        body: updateApplicationBodySchema,
        response: { 200: applicationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const application = await service.resubmitApplication(app.database.db, actor, request.params.id, request.body);
      return { success: true as const, application };
    },
  );

  app.patch(
    "/teacher-applications/:id",
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: "Approve or reject a pending application (admin); approving makes the applicant a teacher",
        security,
        params,
        body: reviewApplicationBodySchema,
        response: { 200: applicationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = requireRole(request, "admin");
      const application = await service.reviewApplication(app.database.db, actor, request.params.id, request.body);
      return { success: true as const, application };
    },
  );
};
