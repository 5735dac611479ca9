import * as shared from "@classwise/shared";
import { z } from "zod";
import { ok } from "../../lib/ok.js";
import { actorOf } from "../../plugins/actor.js";
import { declareRoutes } from "../../plugins/route-declaration.js";
import { backupNow } from "./admin-service.js";

const backupResponse = shared.successResponse({
  backup: z.object({
    file: z.string(),
    sizeBytes: z.number().int(),
    tables: z.number().int(),
    uploads: z.number().int(),
  }),
});

export const backupRoutes = declareRoutes("backups", (route, { app }) => {
  route.post("/admin/backups", "create:backup", {
    rateLimit: { bucket: "backup", per: "user" },
    summary: "Write a backup of the database and uploads into the backup folder now (admin)",
    schema: { response: { 201: backupResponse } },
    handler: async (request) => ok({ backup: await backupNow(app.database, app.config, actorOf(request)) }),
  });
});
