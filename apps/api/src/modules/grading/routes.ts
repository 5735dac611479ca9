import * as shared from "@classwise/shared";
import { z } from "zod";
import { actorOf } from "../../plugins/actor.js";
import { declareRoutes } from "../../plugins/route-declaration.js";
import { learningWrites } from "../../plugins/route-limits.js";
import { streamClassGrades } from "./export.js";
import { gradeSubmission, listAssignmentSubmissions, openSubmission } from "./service.js";

/** Grading (docs/decisions/0020-grading.md): the class's teacher and admins read and grade submissions. */
export const gradingRoutes = declareRoutes("grading", (route, { db }) => {
  route.get("/assignments/:id/submissions", "read:class-submissions", {
    summary: "A page of an assignment's submissions, first handed in first, filtered by graded or not",
    schema: {
      params: shared.idParamsSchema,
      querystring: shared.assignmentSubmissionsQuerySchema,
      response: { 200: shared.assignmentSubmissionsResponseSchema },
    },
    handler: async (request) => listAssignmentSubmissions(db, actorOf(request), request.params.id, request.query),
  });

  route.get("/submissions/:id", "read:class-submissions", {
    summary: "One submission opened for grading, and the next one still waiting for a grade",
    schema: { params: shared.idParamsSchema, response: { 200: shared.gradingSubmissionResponseSchema } },
    handler: async (request) => openSubmission(db, actorOf(request), request.params.id),
  });

  route.put("/submissions/:id/grade", "update:grade", {
    rateLimit: learningWrites,
    summary: "Grade a submission (score 0-100, feedback), or change its grade",
    schema: {
      params: shared.idParamsSchema,
      body: shared.gradeSubmissionBodySchema,
      response: { 200: shared.gradingSubmissionResponseSchema },
    },
    handler: async (request) => gradeSubmission(db, actorOf(request), request.params.id, request.body),
  });

  route.get("/classes/:id/grades.csv", "read:grade", {
    summary: "Every submission of a class with its grade, as a spreadsheet-safe CSV file (streamed)",
    schema: {
      params: shared.idParamsSchema,
      produces: ["text/csv"],
      response: { 200: z.string().describe("CSV, UTF-8 with a byte order mark") },
    },
    handler: async (request, reply) => streamClassGrades(db, actorOf(request), request.params.id, reply),
  });
});
