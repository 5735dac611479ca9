import { AUDIT_ACTIONS, AUDIT_OBJECT_TYPES, operationsMessages } from "@classwise/shared";
import { useQuery } from "@tanstack/react-query";
import { api, download } from "../../../lib/contract-call";
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

/** The filters as the endpoint reads them: an action or object type off its lists is left out, as an empty one. */
function auditQuery(filters: AuditFilters) {
  return {
    ...filters,
    action: AUDIT_ACTIONS.find((action) => action === filters.action),
    objectType: AUDIT_OBJECT_TYPES.find((type) => type === filters.objectType),
  };
}

export function listAuditLog(filters: AuditFilters, cursor: string | undefined, limit: number) {
  return api("GET /admin/audit-log", { query: { ...auditQuery(filters), cursor, limit } });
}

/** One page of the audit log, newest first; the previous page stays on screen while the next loads. */
export function useAuditLog(filters: AuditFilters, cursor: string | undefined, limit: number) {
  return useQuery(
    pageQueryOptions(queryKeys.audit.page({ ...filters, cursor, limit }), () => listAuditLog(filters, cursor, limit)),
  );
}

/** The entries the same filters match as a CSV file, saved as the file the server names. */
export function downloadAuditLog(filters: AuditFilters): Promise<void> {
  return download(
    "GET /admin/audit-log.csv",
    { query: auditQuery(filters) },
    "audit-log.csv",
    operationsMessages.exportFailed,
  );
}
