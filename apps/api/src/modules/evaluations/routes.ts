import { errorBodySchema, listPublicEvaluationsQuerySchema, publicEvaluationsResponseSchema } from "@classwise/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { listPublicEvaluations } from "./service.js";

/** Teaching evaluations: the public feedback list of the home page. */
export const evaluationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/teaching-evaluations",
    {
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
};
