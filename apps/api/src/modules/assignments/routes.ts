import {
  classAssignmentsResponseSchema,
  createAssignmentBodySchema,
  createAssignmentResponseSchema,
  idParamsSchema,
} from "@classwise/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/ok.js";
import { actorOf } from "../../plugins/actor.js";
import { learningWrites } from "../../plugins/route-limits.js";
import { createAssignment, listClassAssignments } from "./service.js";

/** Assignment calls of spec §7. */
export const assignmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/assignments/class/:id",
    {
      config: { access: "read:assignment" },
      schema: {
        tags: ["assignments"],
        summary: "A class's assignments (enrolled students, the class's teacher, admins)",
        params: idParamsSchema,
        response: { 200: classAssignmentsResponseSchema },
      },
    },
    async (request) =>
      ok({ assignments: await listClassAssignments(app.database.db, actorOf(request), request.params.id) }),
  );

  app.post(
    "/assignments",
    {
      config: { access: "create:assignment", rateLimit: learningWrites },
      schema: {
        tags: ["assignments"],
        summary: "Add an assignment to the caller's own approved class; the deadline must lie ahead",
        body: createAssignmentBodySchema,
        response: { 201: createAssignmentResponseSchema },
      },
    },
    async (request, reply) => {
      const assignment = await createAssignment(app.database.db, actorOf(request), request.body);
      return reply.status(201).send(ok({ assignment }));
    },
  );
};
