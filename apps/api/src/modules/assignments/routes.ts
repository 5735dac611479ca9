import {
  classAssignmentsResponseSchema,
  createAssignmentBodySchema,
  createAssignmentResponseSchema,
  errorBodySchema,
  idSchema,
} from "@classwise/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { limitLearningWrites } from "../../lib/limit-writes.js";
import { requireActor, requireRole } from "../../plugins/actor.js";
import { createAssignment, listClassAssignments } from "./service.js";

/** Assignment calls of spec §7. */
export const assignmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/assignments/class/:id",
    {
      schema: {
        tags: ["assignments"],
        summary: "A class's assignments (enrolled students, the class's teacher, admins)",
        security: [{ bearer: [] }],
        params: z.object({ id: idSchema }),
        response: {
          200: classAssignmentsResponseSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      assignments: await listClassAssignments(app.database.db, requireActor(request), request.params.id),
    }),
  );

  app.post(
    "/assignments",
    {
      // The role is checked before the body: a visitor gets 401 and a student 403, never a 400 about fields.
      preValidation: async (request) => {
        requireRole(request, "teacher");
      },
      schema: {
        tags: ["assignments"],
        summary: "Add an assignment to the caller's own approved class; the deadline must lie ahead",
        security: [{ bearer: [] }],
        body: createAssignmentBodySchema,
        response: {
          201: createAssignmentResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      await limitLearningWrites(app, actor);
      const assignment = await createAssignment(app.database.db, actor, request.body);
      return reply.status(201).send({ success: true as const, assignment });
    },
  );
};
