import { csvFileSchema } from "../schemas/common.js";
import { auditLogExportQuerySchema, auditLogQuerySchema, auditLogResponseSchema } from "../schemas/operations.js";
import { defineContract } from "./contract.js";

/** The admin's audit log and its CSV export (docs/decisions/0036-audit-log-and-suspensions.md). */
export const auditContracts = {
  list: defineContract({
    method: "GET",
    path: "/admin/audit-log",
    query: auditLogQuerySchema,
    response: { 200: auditLogResponseSchema },
  }),
  exportCsv: defineContract({
    method: "GET",
    path: "/admin/audit-log.csv",
    query: auditLogExportQuerySchema,
    response: { 200: csvFileSchema },
  }),
};
