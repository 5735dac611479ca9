import * as shared from "@classwise/shared";
import { ok } from "../../lib/ok.js";
import { actorOf } from "../../plugins/actor.js";
import { declareRoutes } from "../../plugins/route-declaration.js";
import { backupNow } from "./admin-service.js";

export const backupRoutes = declareRoutes("backups", (route, { app }) => {
  route.serve(shared.auditContracts.backupNow, "create:backup", {
    rateLimit: { bucket: "backup", per: "user" },
    summary: "Write a backup of the database and uploads into the backup folder now (admin)",
    handler: async (request) => ok({ backup: await backupNow(app.database, app.config, actorOf(request)) }),
  });
});
