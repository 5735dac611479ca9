import { csvFileSchema } from "../schemas/common.js";
import {
  auditLogExportQuerySchema,
  auditLogQuerySchema,
  auditLogResponseSchema,
  backupResponseSchema,
} from "../schemas/operations.js";
import { defineContract } from "./contract.js";

/** The admin's audit log and its CSV export (decision 36), and a backup taken on demand (decision 39). */
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
  backupNow: defineContract({ method: "POST", path: "/admin/backups", response: { 201: backupResponseSchema } }),
};
