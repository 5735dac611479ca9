import * as shared from "@classwise/shared";
import { z } from "zod";
import { ok } from "../../lib/ok.js";
import { actorOf } from "../../plugins/actor.js";
import { declareRoutes } from "../../plugins/route-declaration.js";
import { quizAttempts, quizWrites } from "../../plugins/route-limits.js";
import { streamQuizAttempts } from "./export.js";
import * as service from "./service.js";

/** Quizzes (docs/decisions/0037-quizzes.md): the question bank, quizzes in the outline, attempts, results. */
export const quizRoutes = declareRoutes("quizzes", (route, { db, deps }) => {
  route.get("/classes/:id/questions", "read:quiz-results", {
    summary: "The class's question bank with answers and explanations (the class's teacher, admins)",
    schema: { params: shared.idParamsSchema, response: { 200: shared.questionBankResponseSchema } },
    handler: async (request) => ok({ questions: await service.listBank(db, actorOf(request), request.params.id) }),
  });

  route.post("/classes/:id/questions", "create:quiz", {
    rateLimit: quizWrites,
    summary: "Add a question to the bank of the caller's own class",
    schema: {
      params: shared.idParamsSchema,
      body: shared.questionBodySchema,
      response: { 201: shared.bankQuestionResponseSchema },
    },
    handler: async (request) =>
      ok({ question: await service.createQuestion(db, actorOf(request), request.params.id, request.body) }),
  });

  route.patch("/quiz-questions/:id", "update:quiz", {
    rateLimit: quizWrites,
    summary: "Change a bank question (attempts already made keep the question as drawn)",
    schema: {
      params: shared.idParamsSchema,
      body: shared.questionBodySchema,
      response: { 200: shared.bankQuestionResponseSchema },
    },
    handler: async (request) =>
      ok({ question: await service.updateQuestion(db, actorOf(request), request.params.id, request.body) }),
  });

  route.delete("/quiz-questions/:id", "delete:quiz", {
    rateLimit: quizWrites,
    summary: "Delete a bank question; it leaves every quiz that used it",
    schema: { params: shared.idParamsSchema, response: { 200: shared.deleteQuizResponseSchema } },
    handler: async (request) => {
      await service.deleteQuestion(db, actorOf(request), request.params.id);
      return ok({ message: shared.messages.quizzes.questionDeleted });
    },
  });

  route.get("/quizzes/class/:id", "read:quiz", {
    summary: "The quizzes of a class's outline with the caller's standing (enrolled students, teacher, admins)",
    schema: { params: shared.idParamsSchema, response: { 200: shared.classQuizzesResponseSchema } },
    handler: async (request) =>
      ok({ quizzes: await service.listClassQuizzes(deps(request), actorOf(request), request.params.id) }),
  });

  route.post("/quizzes", "create:quiz", {
    rateLimit: quizWrites,
    summary: "Add a quiz to the outline of the caller's own class, after a lesson or before the first",
    schema: { body: shared.createQuizBodySchema, response: { 201: shared.quizResponseSchema } },
    handler: async (request) =>
      ok({ quiz: await service.createQuiz(db, actorOf(request), request.body.classId, request.body.quiz) }),
  });

  route.get("/quizzes/:id", "read:quiz", {
    summary: "One quiz's settings and the caller's standing; never its answers",
    schema: { params: shared.idParamsSchema, response: { 200: shared.quizResponseSchema } },
    handler: async (request) =>
      ok({ quiz: await service.getQuiz(db, actorOf(request), request.params.id, deps(request).now()) }),
  });

  route.patch("/quizzes/:id", "update:quiz", {
    rateLimit: quizWrites,
    summary: "Change a quiz's title, place, settings and questions (the class's teacher)",
    schema: {
      params: shared.idParamsSchema,
      body: shared.quizBodySchema,
      response: { 200: shared.quizResponseSchema },
    },
    handler: async (request) =>
      ok({ quiz: await service.updateQuiz(db, actorOf(request), request.params.id, request.body) }),
  });

  route.delete("/quizzes/:id", "delete:quiz", {
    rateLimit: quizWrites,
    summary: "Delete a quiz with its attempts (the class's teacher)",
    schema: { params: shared.idParamsSchema, response: { 200: shared.deleteQuizResponseSchema } },
    handler: async (request) => {
      await service.deleteQuiz(db, actorOf(request), request.params.id);
      return ok({ message: shared.messages.quizzes.quizDeleted });
    },
  });

  route.post("/quizzes/:id/attempts", "create:quiz-attempt", {
    rateLimit: quizAttempts,
    summary: "Start an attempt with its own draw, or resume the open one (an enrolled student)",
    schema: { params: shared.idParamsSchema, response: { 201: shared.startAttemptResponseSchema } },
    handler: async (request) =>
      ok({ attempt: await service.startAttempt(deps(request), actorOf(request), request.params.id) }),
  });

  route.get("/quizzes/:id/attempts/open", "read:quiz-attempt", {
    summary: "The caller's open attempt with its questions (no answers) and deadline, or null",
    schema: { params: shared.idParamsSchema, response: { 200: shared.openAttemptResponseSchema } },
    handler: async (request) =>
      ok({ attempt: await service.getOpenAttempt(deps(request), actorOf(request), request.params.id) }),
  });

  route.get("/quizzes/:id/attempts", "read:quiz-attempt", {
    summary: "The caller's submitted attempts, newest first; answers as the quiz's settings show them",
    schema: { params: shared.idParamsSchema, response: { 200: shared.myAttemptsResponseSchema } },
    handler: async (request) =>
      ok({ attempts: await service.listMyAttempts(deps(request), actorOf(request), request.params.id) }),
  });

  route.post("/quiz-attempts/:id/submission", "create:quiz-attempt", {
    rateLimit: quizAttempts,
    summary: "Submit the caller's open attempt; graded at once, once (409 after, 422 past the time limit)",
    schema: {
      params: shared.idParamsSchema,
      body: shared.submitAttemptBodySchema,
      response: { 200: shared.submitAttemptResponseSchema },
    },
    handler: async (request) =>
      service.submitAttempt(deps(request), actorOf(request), request.params.id, request.body.answers),
  });

  route.get("/quizzes/:id/report", "read:quiz-results", {
    summary: "Attempts per student and, per question, the share answering correctly (teacher, admins)",
    schema: { params: shared.idParamsSchema, response: { 200: shared.quizReportSchema } },
    handler: async (request) => service.getReport(db, actorOf(request), request.params.id),
  });

  route.get("/quizzes/:id/report.csv", "read:quiz-results", {
    summary: "Every submitted attempt of a quiz as a spreadsheet-safe CSV file (streamed)",
    schema: {
      params: shared.idParamsSchema,
      produces: ["text/csv"],
      response: { 200: z.string().describe("CSV, UTF-8 with a byte order mark") },
    },
    handler: async (request, reply) => streamQuizAttempts(db, actorOf(request), request.params.id, reply),
  });
});
