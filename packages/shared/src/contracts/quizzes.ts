import { csvFileSchema, idParamsSchema } from "../schemas/common.js";
import {
  bankQuestionResponseSchema,
  classQuizzesResponseSchema,
  createQuizBodySchema,
  myAttemptsResponseSchema,
  openAttemptResponseSchema,
  questionBankResponseSchema,
  questionBodySchema,
  quizBodySchema,
  quizReportSchema,
  quizResponseSchema,
  startAttemptResponseSchema,
  submitAttemptBodySchema,
  submitAttemptResponseSchema,
} from "../schemas/quizzes.js";
import { defineContract } from "./contract.js";
import { deletionContract } from "./deletion.js";

/** Quizzes (docs/decisions/0037-quizzes.md): the question bank, quizzes in the outline, attempts, results. */
export const quizContracts = {
  questionBank: defineContract({
    method: "GET",
    path: "/classes/:id/questions",
    params: idParamsSchema,
    response: { 200: questionBankResponseSchema },
  }),
  addQuestion: defineContract({
    method: "POST",
    path: "/classes/:id/questions",
    params: idParamsSchema,
    body: questionBodySchema,
    response: { 201: bankQuestionResponseSchema },
  }),
  updateQuestion: defineContract({
    method: "PATCH",
    path: "/quiz-questions/:id",
    params: idParamsSchema,
    body: questionBodySchema,
    response: { 200: bankQuestionResponseSchema },
  }),
  deleteQuestion: deletionContract("/quiz-questions/:id"),
  classQuizzes: defineContract({
    method: "GET",
    path: "/quizzes/class/:id",
    params: idParamsSchema,
    response: { 200: classQuizzesResponseSchema },
  }),
  create: defineContract({
    method: "POST",
    path: "/quizzes",
    body: createQuizBodySchema,
    response: { 201: quizResponseSchema },
  }),
  get: defineContract({
    method: "GET",
    path: "/quizzes/:id",
    params: idParamsSchema,
    response: { 200: quizResponseSchema },
  }),
  update: defineContract({
    method: "PATCH",
    path: "/quizzes/:id",
    params: idParamsSchema,
    body: quizBodySchema,
    response: { 200: quizResponseSchema },
  }),
  delete: deletionContract("/quizzes/:id"),
  startAttempt: defineContract({
    method: "POST",
    path: "/quizzes/:id/attempts",
    params: idParamsSchema,
    response: { 201: startAttemptResponseSchema },
  }),
  openAttempt: defineContract({
    method: "GET",
    path: "/quizzes/:id/attempts/open",
    params: idParamsSchema,
    response: { 200: openAttemptResponseSchema },
  }),
  myAttempts: defineContract({
    method: "GET",
    path: "/quizzes/:id/attempts",
    params: idParamsSchema,
    response: { 200: myAttemptsResponseSchema },
  }),
  submitAttempt: defineContract({
    method: "POST",
    path: "/quiz-attempts/:id/submission",
    params: idParamsSchema,
    body: submitAttemptBodySchema,
    response: { 200: submitAttemptResponseSchema },
  }),
  report: defineContract({
    method: "GET",
    path: "/quizzes/:id/report",
    params: idParamsSchema,
    response: { 200: quizReportSchema },
  }),
  reportCsv: defineContract({
    method: "GET",
    path: "/quizzes/:id/report.csv",
    params: idParamsSchema,
    response: { 200: csvFileSchema },
  }),
};
