import * as shared from "@classwise/shared";
import { actorOf } from "../../plugins/actor.js";
import { declareRoutes } from "../../plugins/route-declaration.js";
import { exportEarningsCsv, getAnalytics, getEarningsReport } from "./service.js";

/** Charts of the teacher's Earnings and the admin's Analytics, read from the daily rollups (decision 0035). */
export const analyticsRoutes = declareRoutes("analytics", (route, { db, app }) => {
  const deps = { db, config: app.config };

  route.serve(shared.analyticsContracts.earningsReport, "read:payout", {
    summary: "The teacher's enrolments, revenue, share and refunds per day, week or month, and per class",
    handler: async (request) => getEarningsReport(deps, actorOf(request), request.query),
  });

  route.serve(shared.analyticsContracts.earningsReportCsv, "read:payout", {
    summary: "The teacher's earnings per period as a spreadsheet-safe CSV file",
    schema: { produces: ["text/csv"] },
    handler: async (request, reply) => exportEarningsCsv(deps, actorOf(request), request.query, reply),
  });

  route.serve(shared.analyticsContracts.platform, "read:analytics:any", {
    summary: "Sign-ups, enrolments, revenue, refunds and payouts over time, top classes and teachers",
    handler: async (request) => getAnalytics(deps, request.query),
  });
});
