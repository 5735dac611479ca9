import {
  errorBodySchema,
  listPublicEvaluationsQuerySchema,
  publicEvaluationsResponseSchema,
  submitEvaluationBodySchema,
  submitEvaluationResponseSchema,
} from "@classwise/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { limitLearningWrites } from "../../lib/limit-writes.js";
import { requireActor } from "../../plugins/actor.js";
import { listPublicEvaluations } from "./service.js";
import { submitEvaluation } from "./submit-service.js";

/** Teaching evaluations: the public feedback list of the home page, and a student's evaluation of a class. */
export const evaluationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/teaching-evaluations",
    {
      config: { publicCache: { topics: ["evaluations"], personal: "never" } },
      schema: {
        tags: ["evaluations"],
        summary: "Newest public feedback, optionally with a minimum rating",
        querystring: listPublicEvaluationsQuerySchema,
        response: { 200: publicEvaluationsResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => ({
      success: true as const,
      evaluations: await listPublicEvaluations(app.database.db, request.query),
    }),
  );

  app.post(
    "/teaching-evaluations",
    {
      preValidation: async (request) => {
        requireActor(request);
      },
      schema: {
        tags: ["evaluations"],
        summary: "Evaluate the teaching of a class the caller is enrolled in (once per class)",
        security: [{ bearer: [] }],
        body: submitEvaluationBodySchema,
        response: {
          201: submitEvaluationResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      await limitLearningWrites(app, actor);
      const evaluation = await submitEvaluation(app.database.db, actor, request.body);
      app.publicCache.invalidate("evaluations");
      return reply.status(201).send({ success: true as const, evaluation });
    },
  );
};
