import {
  listPublicEvaluationsQuerySchema,
  publicEvaluationsResponseSchema,
  submitEvaluationBodySchema,
  submitEvaluationResponseSchema,
} from "../schemas/evaluations.js";
import { defineContract } from "./contract.js";

/** Teaching evaluations: the home page's public feedback and a student's evaluation of a class. */
export const evaluationContracts = {
  listPublic: defineContract({
    method: "GET",
    path: "/teaching-evaluations",
    query: listPublicEvaluationsQuerySchema,
    response: { 200: publicEvaluationsResponseSchema },
  }),
  submit: defineContract({
    method: "POST",
    path: "/teaching-evaluations",
    body: submitEvaluationBodySchema,
    response: { 201: submitEvaluationResponseSchema },
  }),
};
