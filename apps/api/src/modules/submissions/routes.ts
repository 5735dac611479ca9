import {
  classSubmissionsQuerySchema,
  classSubmissionsResponseSchema,
  errorBodySchema,
  idSchema,
  submissionsResponseSchema,
  submitAssignmentBodySchema,
  submitAssignmentResponseSchema,
} from "@classwise/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { limitLearningWrites } from "../../lib/limit-writes.js";
import { requireActor, requireRole } from "../../plugins/actor.js";
import { listClassSubmissions, listStudentSubmissions, submitAssignment } from "./service.js";

const security = [{ bearer: [] }];

/** Submission calls of spec §7. */
export const submissionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/submissions/student/:uid/class/:id",
    {
      schema: {
        tags: ["submissions"],
        summary: "One student's submissions in a class (that student, the class's teacher, admins)",
        security,
        params: z.object({ uid: z.string().trim().min(1).max(64), id: idSchema }),
        response: {
          200: submissionsResponseSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      submissions: await listStudentSubmissions(
        app.database.db,
        requireActor(request),
        request.params.uid,
        request.params.id,
      ),
    }),
  );

  app.get(
    "/submissions/class/:id",
    {
      preValidation: async (request) => {
        requireRole(request, "teacher", "admin");
      },
      schema: {
        tags: ["submissions"],
        summary: "A page of a class's submissions, newest first, and the count per assignment (its teacher, admins)",
        security,
        params: z.object({ id: idSchema }),
        querystring: classSubmissionsQuerySchema,
        response: {
          200: classSubmissionsResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => listClassSubmissions(app.database.db, requireActor(request), request.params.id, request.query),
  );

  app.post(
    "/submissions",
    {
      preValidation: async (request) => {
        requireActor(request);
      },
      schema: {
        tags: ["submissions"],
        summary: "Hand in an assignment (a student enrolled in its class, before the deadline, once)",
        security,
        body: submitAssignmentBodySchema,
        response: {
          201: submitAssignmentResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      await limitLearningWrites(app, actor);
      const submission = await submitAssignment(app.database.db, actor, request.body);
      return reply.status(201).send({ success: true as const, submission });
    },
  );
};
