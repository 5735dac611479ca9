import * as shared from "@classwise/shared";
import { ok } from "../../lib/ok.js";
import { declareRoutes } from "../../plugins/route-declaration.js";
import { createStatisticsService } from "./service.js";

export const statisticsRoutes = declareRoutes("statistics", (route, { db, app }) => {
  const service = createStatisticsService(db);
  route.serve(shared.statisticsContracts.publicStatistics, "public", {
    publicCache: { topics: ["statistics"], personal: "never", ttlSeconds: app.config.publicStatsCacheSeconds },
    summary: "Total users, approved classes and enrolments (refreshed every few seconds)",
    handler: async () => ok({ statistics: await service.getPublicStatistics() }),
  });
});
