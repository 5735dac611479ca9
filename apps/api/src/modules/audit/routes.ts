import * as shared from "@classwise/shared";
import { z } from "zod";
import { ok } from "../../lib/ok.js";
import { actorOf } from "../../plugins/actor.js";
import { declareRoutes } from "../../plugins/route-declaration.js";
import { listAuditLog, streamAuditLog } from "./service.js";

export const auditRoutes = declareRoutes("audit", (route, { db }) => {
  route.get("/admin/audit-log", "read:audit-log:any", {
    summary: "The audit log, newest first, filtered by actor, action, object and days; paged by cursor (admin)",
    schema: { querystring: shared.auditLogQuerySchema, response: { 200: shared.auditLogResponseSchema } },
    handler: async (request) => ok(await listAuditLog(db, actorOf(request), request.query)),
  });

  route.get("/admin/audit-log.csv", "read:audit-log:any", {
    summary: "The audit log entries the filters match, as a spreadsheet-safe CSV file (streamed, admin)",
    schema: {
      querystring: shared.auditLogExportQuerySchema,
      produces: ["text/csv"],
      response: { 200: z.string().describe("CSV, UTF-8 with a byte order mark") },
    },
    handler: async (request, reply) => streamAuditLog(db, actorOf(request), request.query, reply),
  });
});
