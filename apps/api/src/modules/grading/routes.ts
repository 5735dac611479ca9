import {
  assignmentSubmissionsQuerySchema,
  assignmentSubmissionsResponseSchema,
  gradeSubmissionBodySchema,
  gradingSubmissionResponseSchema,
  idParamsSchema,
} from "@classwise/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../../plugins/actor.js";
import { learningWrites } from "../../plugins/route-limits.js";
import { streamClassGrades } from "./export.js";
import { gradeSubmission, listAssignmentSubmissions, openSubmission } from "./service.js";

/** Grading (docs/decisions/0020-grading.md): the class's teacher and admins read and grade submissions. */
export const gradingRoutes: FastifyPluginAsyncZod = async (app) => {
  // Declared like GET /submissions/class/:id on purpose: both are a page of submissions, of different scopes.
  app.get(
    "/assignments/:id/submissions",
    {
      config: { access: "read:class-submissions" },
      schema: {
        tags: ["grading"],
        summary: "A page of an assignment's submissions, first handed in first, filtered by graded or not",
        params: idParamsSchema,
        querystring: assignmentSubmissionsQuerySchema,
        response: { 200: assignmentSubmissionsResponseSchema },
      },
    },
    async (request) => listAssignmentSubmissions(app.database.db, actorOf(request), request.params.id, request.query),
  );

  app.get(
    "/submissions/:id",
    {
      config: { access: "read:class-submissions" },
      schema: {
        tags: ["grading"],
        summary: "One submission opened for grading, and the next one still waiting for a grade",
        params: idParamsSchema,
        response: { 200: gradingSubmissionResponseSchema },
      },
    },
    async (request) => openSubmission(app.database.db, actorOf(request), request.params.id),
  );

  app.put(
    "/submissions/:id/grade",
    {
      config: { access: "update:grade", rateLimit: learningWrites },
      schema: {
        tags: ["grading"],
        summary: "Grade a submission (score 0-100, feedback), or change its grade",
        params: idParamsSchema,
        body: gradeSubmissionBodySchema,
        response: { 200: gradingSubmissionResponseSchema },
      },
    },
    async (request) => gradeSubmission(app.database.db, actorOf(request), request.params.id, request.body),
  );

  app.get(
    "/classes/:id/grades.csv",
    {
      config: { access: "read:grade" },
      schema: {
        tags: ["grading"],
        summary: "Every submission of a class with its grade, as a spreadsheet-safe CSV file (streamed)",
        params: idParamsSchema,
        produces: ["text/csv"],
        response: { 200: z.string().describe("CSV, UTF-8 with a byte order mark") },
      },
    },
    async (request, reply) => streamClassGrades(app.database.db, actorOf(request), request.params.id, reply),
  );
};
