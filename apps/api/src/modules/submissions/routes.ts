import {
  classSubmissionsQuerySchema,
  classSubmissionsResponseSchema,
  idParamsSchema,
  idSchema,
  submissionsResponseSchema,
  submitAssignmentBodySchema,
  submitAssignmentResponseSchema,
} from "@classwise/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/ok.js";
import { actorOf } from "../../plugins/actor.js";
import { learningWrites } from "../../plugins/route-limits.js";
import { listClassSubmissions, listStudentSubmissions, submitAssignment } from "./service.js";

/** Submission calls of spec §7. */
export const submissionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/submissions/student/:uid/class/:id",
    {
      config: { access: "read:submission" },
      schema: {
        tags: ["submissions"],
        summary: "One student's submissions in a class (that student, the class's teacher, admins)",
        params: z.object({ uid: z.string().trim().min(1).max(64), id: idSchema }),
        response: { 200: submissionsResponseSchema },
      },
    },
    async (request) =>
      ok({
        submissions: await listStudentSubmissions(
          app.database.db,
          actorOf(request),
          request.params.uid,
          request.params.id,
        ),
      }),
  );

  app.get(
    "/submissions/class/:id",
    {
      config: { access: "read:class-submissions" },
      schema: {
        tags: ["submissions"],
        summary: "A page of a class's submissions, newest first, and the count per assignment (its teacher, admins)",
        params: idParamsSchema,
        querystring: classSubmissionsQuerySchema,
        response: { 200: classSubmissionsResponseSchema },
      },
    },
    async (request) => listClassSubmissions(app.database.db, actorOf(request), request.params.id, request.query),
  );

  app.post(
    "/submissions",
    {
      config: { access: "create:submission", rateLimit: learningWrites },
      schema: {
        tags: ["submissions"],
        summary: "Hand in an assignment (a student enrolled in its class, before the deadline, once)",
        body: submitAssignmentBodySchema,
        response: { 201: submitAssignmentResponseSchema },
      },
    },
    async (request, reply) => {
      const submission = await submitAssignment(app.database.db, actorOf(request), request.body);
      return reply.status(201).send(ok({ submission }));
    },
  );
};
