import * as shared from "@classwise/shared";
import { actorOf } from "../../plugins/actor.js";
import { declareRoutes } from "../../plugins/route-declaration.js";
import { learningWrites } from "../../plugins/route-limits.js";
import { streamClassGrades } from "./export.js";
import { gradeSubmission, listAssignmentSubmissions, openSubmission } from "./service.js";

/** Grading (docs/decisions/0020-grading.md): the class's teacher and admins read and grade submissions. */
export const gradingRoutes = declareRoutes("grading", (route, { db }) => {
  route.serve(shared.gradingContracts.assignmentSubmissions, "read:class-submissions", {
    summary: "A page of an assignment's submissions, first handed in first, filtered by graded or not",
    handler: async (request) => listAssignmentSubmissions(db, actorOf(request), request.params.id, request.query),
  });

  route.serve(shared.gradingContracts.open, "read:class-submissions", {
    summary: "One submission opened for grading, and the next one still waiting for a grade",
    handler: async (request) => openSubmission(db, actorOf(request), request.params.id),
  });

  route.serve(shared.gradingContracts.grade, "update:grade", {
    rateLimit: learningWrites,
    summary: "Grade a submission (score 0-100, feedback), or change its grade",
    handler: async (request) => gradeSubmission(db, actorOf(request), request.params.id, request.body),
  });

  route.serve(shared.gradingContracts.gradesCsv, "read:grade", {
    summary: "Every submission of a class with its grade, as a spreadsheet-safe CSV file (streamed)",
    schema: { produces: ["text/csv"] },
    handler: async (request, reply) => streamClassGrades(db, actorOf(request), request.params.id, reply),
  });
});
