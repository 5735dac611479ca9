import { idParamsSchema } from "../schemas/common.js";
import {
  classSubmissionsQuerySchema,
  classSubmissionsResponseSchema,
  studentClassParamsSchema,
  submissionsResponseSchema,
  submitAssignmentBodySchema,
  submitAssignmentResponseSchema,
} from "../schemas/submissions.js";
import { defineContract } from "./contract.js";

/** Handing in an assignment, and the submissions a student or a class's teacher reads. */
export const submissionContracts = {
  studentSubmissions: defineContract({
    method: "GET",
    path: "/submissions/student/:uid/class/:id",
    params: studentClassParamsSchema,
    response: { 200: submissionsResponseSchema },
  }),
  classSubmissions: defineContract({
    method: "GET",
    path: "/submissions/class/:id",
    params: idParamsSchema,
    query: classSubmissionsQuerySchema,
    response: { 200: classSubmissionsResponseSchema },
  }),
  submit: defineContract({
    method: "POST",
    path: "/submissions",
    body: submitAssignmentBodySchema,
    response: { 201: submitAssignmentResponseSchema },
  }),
};
