import { publicStatisticsResponseSchema } from "@classwise/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/ok.js";
import { createStatisticsService } from "./service.js";

export const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createStatisticsService(app.database.db, app.config.publicStatsCacheSeconds);
  app.get(
    "/public-statistics",
    {
      config: {
        access: "public",
        publicCache: { topics: ["statistics"], personal: "never", ttlSeconds: app.config.publicStatsCacheSeconds },
      },
      schema: {
        tags: ["statistics"],
        summary: "Total users, approved classes and enrolments (refreshed every few seconds)",
        response: { 200: publicStatisticsResponseSchema },
      },
    },
    async () => ok({ statistics: await service.getPublicStatistics() }),
  );
};
