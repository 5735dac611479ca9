import { csvFileSchema, idParamsSchema } from "../schemas/common.js";
import {
  assignmentSubmissionsQuerySchema,
  assignmentSubmissionsResponseSchema,
  gradeSubmissionBodySchema,
  gradingSubmissionResponseSchema,
} from "../schemas/grading.js";
import { defineContract } from "./contract.js";

/** Grading (docs/decisions/0020-grading.md): the class's teacher and admins read and grade submissions. */
export const gradingContracts = {
  assignmentSubmissions: defineContract({
    method: "GET",
    path: "/assignments/:id/submissions",
    params: idParamsSchema,
    query: assignmentSubmissionsQuerySchema,
    response: { 200: assignmentSubmissionsResponseSchema },
  }),
  open: defineContract({
    method: "GET",
    path: "/submissions/:id",
    params: idParamsSchema,
    response: { 200: gradingSubmissionResponseSchema },
  }),
  grade: defineContract({
    method: "PUT",
    path: "/submissions/:id/grade",
    params: idParamsSchema,
    body: gradeSubmissionBodySchema,
    response: { 200: gradingSubmissionResponseSchema },
  }),
  gradesCsv: defineContract({
    method: "GET",
    path: "/classes/:id/grades.csv",
    params: idParamsSchema,
    response: { 200: csvFileSchema },
  }),
};
