import {
  listPublicEvaluationsQuerySchema,
  publicEvaluationsResponseSchema,
  submitEvaluationBodySchema,
  submitEvaluationResponseSchema,
} from "@classwise/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/ok.js";
import { actorOf } from "../../plugins/actor.js";
import { learningWrites } from "../../plugins/route-limits.js";
import { listPublicEvaluations } from "./service.js";
import { submitEvaluation } from "./submit-service.js";

/** Teaching evaluations: the public feedback list of the home page, and a student's evaluation of a class. */
export const evaluationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/teaching-evaluations",
    {
      config: { access: "public", publicCache: { topics: ["evaluations"], personal: "never" } },
      schema: {
        tags: ["evaluations"],
        summary: "Newest public feedback, optionally with a minimum rating",
        querystring: listPublicEvaluationsQuerySchema,
        response: { 200: publicEvaluationsResponseSchema },
      },
    },
    async (request) => ok({ evaluations: await listPublicEvaluations(app.database.db, request.query) }),
  );

  app.post(
    "/teaching-evaluations",
    {
      config: { access: "create:evaluation", rateLimit: learningWrites },
      schema: {
        tags: ["evaluations"],
        summary: "Evaluate the teaching of a class the caller is enrolled in (once per class)",
        body: submitEvaluationBodySchema,
        response: { 201: submitEvaluationResponseSchema },
      },
    },
    async (request, reply) => {
      const evaluation = await submitEvaluation(app.database.db, actorOf(request), request.body);
      app.publicCache.invalidate("evaluations");
      return reply.status(201).send(ok({ evaluation }));
    },
  );
};
