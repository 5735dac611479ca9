import { type AuditLogResponse, operationsMessages } from "@classwise/shared";
import { useQuery } from "@tanstack/react-query";
import { apiRequest, buildUrl, downloadFile } from "../../../lib/api-client";
import { pageQueryOptions } from "../../../lib/page-query";
import { queryKeys } from "../../../lib/query-keys";

/** The audit log's filters as the query string takes them; empty ones are left out. */
export interface AuditFilters {
  actor: string;
  action: string;
  objectType: string;
  objectId: string;
  from: string;
  to: string;
}

export const noAuditFilters: AuditFilters = { actor: "", action: "", objectType: "", objectId: "", from: "", to: "" };

export function listAuditLog(filters: AuditFilters, cursor: string | undefined, limit: number) {
  return apiRequest<AuditLogResponse>("/admin/audit-log", { query: { ...filters, cursor, limit } });
}

/** GET /admin/audit-log: one page newest first; the previous page stays on screen while the next loads. */
export function useAuditLog(filters: AuditFilters, cursor: string | undefined, limit: number) {
  return useQuery(
    pageQueryOptions(queryKeys.audit.page({ ...filters, cursor, limit }), () => listAuditLog(filters, cursor, limit)),
  );
}

/** GET /admin/audit-log.csv with the same filters, saved as the file the server names. */
export function downloadAuditLog(filters: AuditFilters): Promise<void> {
  const path = buildUrl("/admin/audit-log.csv", { ...filters }).replace(/^\/api/, "");
  return downloadFile(path, "audit-log.csv", operationsMessages.exportFailed);
}
