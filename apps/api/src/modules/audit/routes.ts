import * as shared from "@classwise/shared";
import { ok } from "../../lib/ok.js";
import { actorOf } from "../../plugins/actor.js";
import { declareRoutes } from "../../plugins/route-declaration.js";
import { listAuditLog, streamAuditLog } from "./service.js";

export const auditRoutes = declareRoutes("audit", (route, { db }) => {
  route.serve(shared.auditContracts.list, "read:audit-log:any", {
    summary: "The audit log, newest first, filtered by actor, action, object and days; paged by cursor (admin)",
    handler: async (request) => ok(await listAuditLog(db, actorOf(request), request.query)),
  });

  route.serve(shared.auditContracts.exportCsv, "read:audit-log:any", {
    summary: "The audit log entries the filters match, as a spreadsheet-safe CSV file (streamed, admin)",
    schema: { produces: ["text/csv"] },
    handler: async (request, reply) => streamAuditLog(db, actorOf(request), request.query, reply),
  });
});
