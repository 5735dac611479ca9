import { csvFileSchema } from "../schemas/common.js";
import {
  analyticsQuerySchema,
  analyticsResponseSchema,
  earningsReportQuerySchema,
  earningsReportResponseSchema,
} from "../schemas/earnings.js";
import { defineContract } from "./contract.js";

/** The teacher's earnings report and the admin's analytics, read from the daily rollups (docs/decisions/0035-earnings-and-analytics-rollups.md). */
export const analyticsContracts = {
  earningsReport: defineContract({
    method: "GET",
    path: "/teacher/earnings/report",
    query: earningsReportQuerySchema,
    response: { 200: earningsReportResponseSchema },
  }),
  earningsReportCsv: defineContract({
    method: "GET",
    path: "/teacher/earnings/report.csv",
    query: earningsReportQuerySchema,
    response: { 200: csvFileSchema },
  }),
  platform: defineContract({
    method: "GET",
    path: "/admin/analytics",
    query: analyticsQuerySchema,
    response: { 200: analyticsResponseSchema },
  }),
};
