import * as shared from "@classwise/shared";
import { ok } from "../../lib/ok.js";
import { actorOf } from "../../plugins/actor.js";
import { declareRoutes } from "../../plugins/route-declaration.js";
import { quizAttempts, quizWrites } from "../../plugins/route-limits.js";
import { deletion } from "../../plugins/route-shapes.js";
import { streamQuizAttempts } from "./export.js";
import * as service from "./service.js";

const contracts = shared.quizContracts;

/** Quizzes (docs/decisions/0037-quizzes.md): the question bank, quizzes in the outline, attempts, results. */
export const quizRoutes = declareRoutes("quizzes", (route, { db, deps }) => {
  route.serve(contracts.questionBank, "read:quiz-results", {
    summary: "The class's question bank with answers and explanations (the class's teacher, admins)",
    handler: async (request) => ok({ questions: await service.listBank(db, actorOf(request), request.params.id) }),
  });

  route.serve(contracts.addQuestion, "create:quiz", {
    rateLimit: quizWrites,
    summary: "Add a question to the bank of the caller's own class",
    handler: async (request) =>
      ok({ question: await service.createQuestion(db, actorOf(request), request.params.id, request.body) }),
  });

  route.serve(contracts.updateQuestion, "update:quiz", {
    rateLimit: quizWrites,
    summary: "Change a bank question (attempts already made keep the question as drawn)",
    handler: async (request) =>
      ok({ question: await service.updateQuestion(db, actorOf(request), request.params.id, request.body) }),
  });

  route.serve(contracts.deleteQuestion, "delete:quiz", {
    rateLimit: quizWrites,
    summary: "Delete a bank question; it leaves every quiz that used it",
    handler: deletion(shared.messages.quizzes.questionDeleted, (actor, id) => service.deleteQuestion(db, actor, id)),
  });

  route.serve(contracts.classQuizzes, "read:quiz", {
    summary: "The quizzes of a class's outline with the caller's standing (enrolled students, teacher, admins)",
    handler: async (request) =>
      ok({ quizzes: await service.listClassQuizzes(deps(request), actorOf(request), request.params.id) }),
  });

  route.serve(contracts.create, "create:quiz", {
    rateLimit: quizWrites,
    summary: "Add a quiz to the outline of the caller's own class, after a lesson or before the first",
    handler: async (request) =>
      ok({ quiz: await service.createQuiz(db, actorOf(request), request.body.classId, request.body.quiz) }),
  });

  route.serve(contracts.get, "read:quiz", {
    summary: "One quiz's settings and the caller's standing; never its answers",
    handler: async (request) =>
      ok({ quiz: await service.getQuiz(db, actorOf(request), request.params.id, deps(request).now()) }),
  });

  route.serve(contracts.update, "update:quiz", {
    rateLimit: quizWrites,
    summary: "Change a quiz's title, place, settings and questions (the class's teacher)",
    handler: async (request) =>
      ok({ quiz: await service.updateQuiz(db, actorOf(request), request.params.id, request.body) }),
  });

  route.serve(contracts.delete, "delete:quiz", {
    rateLimit: quizWrites,
    summary: "Delete a quiz with its attempts (the class's teacher)",
    handler: deletion(shared.messages.quizzes.quizDeleted, (actor, id) => service.deleteQuiz(db, actor, id)),
  });

  route.serve(contracts.startAttempt, "create:quiz-attempt", {
    rateLimit: quizAttempts,
    summary: "Start an attempt with its own draw, or resume the open one (an enrolled student)",
    handler: async (request) =>
      ok({ attempt: await service.startAttempt(deps(request), actorOf(request), request.params.id) }),
  });

  route.serve(contracts.openAttempt, "read:quiz-attempt", {
    summary: "The caller's open attempt with its questions (no answers) and deadline, or null",
    handler: async (request) =>
      ok({ attempt: await service.getOpenAttempt(deps(request), actorOf(request), request.params.id) }),
  });

  route.serve(contracts.myAttempts, "read:quiz-attempt", {
    summary: "The caller's submitted attempts, newest first; answers as the quiz's settings show them",
    handler: async (request) =>
      ok({ attempts: await service.listMyAttempts(deps(request), actorOf(request), request.params.id) }),
  });

  route.serve(contracts.submitAttempt, "create:quiz-attempt", {
    rateLimit: quizAttempts,
    summary: "Submit the caller's open attempt; graded at once, once (409 after, 422 past the time limit)",
    handler: async (request) =>
      service.submitAttempt(deps(request), actorOf(request), request.params.id, request.body.answers),
  });

  route.serve(contracts.report, "read:quiz-results", {
    summary: "Attempts per student and, per question, the share answering correctly (teacher, admins)",
    handler: async (request) => service.getReport(db, actorOf(request), request.params.id),
  });

  route.serve(contracts.reportCsv, "read:quiz-results", {
    summary: "Every submitted attempt of a quiz as a spreadsheet-safe CSV file (streamed)",
    schema: { produces: ["text/csv"] },
    handler: async (request, reply) => streamQuizAttempts(db, actorOf(request), request.params.id, reply),
  });
});
