import * as shared from "@classwise/shared";
import { z } from "zod";
import { ok } from "../../lib/ok.js";
import { actorOf } from "../../plugins/actor.js";
import { declareRoutes } from "../../plugins/route-declaration.js";
import { learningWrites } from "../../plugins/route-limits.js";
import { listClassSubmissions, listStudentSubmissions, submitAssignment } from "./service.js";

/** Submission calls of product §7. */
export const submissionRoutes = declareRoutes("submissions", (route, { db }) => {
  route.get("/submissions/student/:uid/class/:id", "read:submission", {
    summary: "One student's submissions in a class (that student, the class's teacher, admins)",
    schema: {
      params: z.object({ uid: z.string().trim().min(1).max(64), id: shared.idSchema }),
      response: { 200: shared.submissionsResponseSchema },
    },
    handler: async (request) => {
      const { uid, id } = request.params;
      return ok({ submissions: await listStudentSubmissions(db, actorOf(request), uid, id) });
    },
  });

  route.get("/submissions/class/:id", "read:class-submissions", {
    summary: "A page of a class's submissions, newest first, and the count per assignment (its teacher, admins)",
    schema: {
      params: shared.idParamsSchema,
      querystring: shared.classSubmissionsQuerySchema,
      response: { 200: shared.classSubmissionsResponseSchema },
    },
    handler: async (request) => listClassSubmissions(db, actorOf(request), request.params.id, request.query),
  });

  route.post("/submissions", "create:submission", {
    rateLimit: learningWrites,
    summary: "Hand in an assignment (a student enrolled in its class, before the deadline, once)",
    schema: { body: shared.submitAssignmentBodySchema, response: { 201: shared.submitAssignmentResponseSchema } },
    handler: async (request) => ok({ submission: await submitAssignment(db, actorOf(request), request.body) }),
  });
});
