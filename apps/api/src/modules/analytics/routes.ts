import * as shared from "@classwise/shared";
import { z } from "zod";
import { actorOf } from "../../plugins/actor.js";
import { declareRoutes } from "../../plugins/route-declaration.js";
import { exportEarningsCsv, getAnalytics, getEarningsReport } from "./service.js";

/** Charts of the teacher's Earnings and the admin's Analytics, read from the daily rollups (decision 0035). */
export const analyticsRoutes = declareRoutes("analytics", (route, { db, app }) => {
  const deps = { db, config: app.config };

  route.get("/teacher/earnings/report", "read:payout", {
    summary: "The teacher's enrolments, revenue, share and refunds per day, week or month, and per class",
    schema: { querystring: shared.earningsReportQuerySchema, response: { 200: shared.earningsReportResponseSchema } },
    handler: async (request) => getEarningsReport(deps, actorOf(request), request.query),
  });

  route.get("/teacher/earnings/report.csv", "read:payout", {
    summary: "The teacher's earnings per period as a spreadsheet-safe CSV file",
    schema: {
      querystring: shared.earningsReportQuerySchema,
      produces: ["text/csv"],
      response: { 200: z.string().describe("CSV, UTF-8 with a byte order mark") },
    },
    handler: async (request, reply) => exportEarningsCsv(deps, actorOf(request), request.query, reply),
  });

  route.get("/admin/analytics", "read:analytics:any", {
    summary: "Sign-ups, enrolments, revenue, refunds and payouts over time, top classes and teachers",
    schema: { querystring: shared.analyticsQuerySchema, response: { 200: shared.analyticsResponseSchema } },
    handler: async (request) => getAnalytics(deps, request.query),
  });
});
