import { withTimeout } from "@classwise/db/client";
import { isUpToDate } from "@classwise/db/migrate";
import { healthContracts } from "@classwise/shared";
import { logSafeError } from "../../lib/log-safe-error.js";
import { declareRoutes } from "../../plugins/route-declaration.js";
import { APP_VERSION } from "../../version.js";

export const healthRoutes = declareRoutes("health", (route, { app }) => {
  const timeoutMs = app.config.healthTimeoutMs;
  /** Whether the database answers within the health timeout (a hung database is a 503, never a hang). */
  const databaseAnswers = async (log: { error(details: object, message: string): void }) => {
    try {
      await withTimeout(app.database.ping(), timeoutMs);
      return true;
    } catch (error) {
      log.error({ error: logSafeError(error) }, "health check: database unreachable");
      return false;
    }
  };
  // Once current, the migrations stay current for this process's life (no version goes back).
  let migrationsCurrent = false;

  route.serve(healthContracts.health, "public", {
    summary: "Database reachability and the version (kept for compatibility; see /health/ready)",
    handler: async (request, reply) => {
      if (await databaseAnswers(request.log)) {
        return { success: true, status: "ok" as const, database: "ok" as const, version: APP_VERSION };
      }
      return reply.status(503).send({
        success: false,
        status: "unavailable" as const,
        database: "unreachable" as const,
        version: APP_VERSION,
      });
    },
  });

  route.serve(healthContracts.live, "public", {
    summary: "Liveness: the process answers (no database call); restart it when this fails",
    handler: async () => ({ success: true as const, status: "ok" as const, version: APP_VERSION }),
  });

  route.serve(healthContracts.ready, "public", {
    summary: "Readiness: database reachable, migrations applied, not shutting down; 503 otherwise",
    handler: async (request, reply) => {
      const draining = app.lifecycle.draining;
      const database = await databaseAnswers(request.log);
      if (database && !migrationsCurrent) {
        migrationsCurrent = await withTimeout(isUpToDate(app.database), timeoutMs).catch(() => false);
      }
      const migrations = migrationsCurrent ? "current" : database ? "pending" : "unknown";
      const ready = database && migrationsCurrent && !draining;
      return reply.status(ready ? 200 : 503).send({
        success: ready,
        status: ready ? "ready" : "not-ready",
        database: database ? "ok" : "unreachable",
        migrations,
        draining,
        version: APP_VERSION,
      });
    },
  });
});
