import { classAssignmentsResponseSchema, errorBodySchema, idSchema } from "@classwise/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../plugins/actor.js";
import { listClassAssignments } from "./service.js";

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
};
