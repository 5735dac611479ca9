import { z } from "zod";
import { logSafeError } from "../../lib/log-safe-error.js";
import { declareRoutes } from "../../plugins/route-declaration.js";
import { APP_VERSION } from "../../version.js";

const healthSchema = z.object({
  success: z.boolean(),
  status: z.enum(["ok", "unavailable"]),
  database: z.enum(["ok", "unreachable"]),
  version: z.string(),
});

export const healthRoutes = declareRoutes("health", (route, { app }) => {
  route.get("/health", "public", {
    summary: "Liveness and database reachability",
    schema: { response: { 200: healthSchema, 503: healthSchema } },
    handler: async (request, reply) => {
      try {
        await app.database.ping();
        return { success: true, status: "ok" as const, database: "ok" as const, version: APP_VERSION };
      } catch (error) {
        request.log.error({ error: logSafeError(error) }, "health check: database unreachable");
        return reply.status(503).send({
          success: false,
          status: "unavailable" as const,
          database: "unreachable" as const,
          version: APP_VERSION,
        });
      }
    },
  });
});
