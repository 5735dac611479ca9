import { errorBodySchema, idSchema, submissionsResponseSchema } from "@classwise/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../plugins/actor.js";
import { listStudentSubmissions } from "./service.js";

/** Submission calls of spec §7. */
export const submissionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/submissions/student/:uid/class/:id",
    {
      schema: {
        tags: ["submissions"],
        summary: "One student's submissions in a class (that student, the class's teacher, admins)",
        security: [{ bearer: [] }],
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
};
