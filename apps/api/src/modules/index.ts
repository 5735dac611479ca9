import type { FastifyInstance } from "fastify";
import { authModule } from "./auth/index.js";
import { publicClassRoutes } from "./classes/routes.js";
import { evaluationRoutes } from "./evaluations/routes.js";
import { healthRoutes } from "./health/routes.js";
import { statisticsRoutes } from "./statistics/routes.js";
import { teacherApplicationRoutes } from "./teacher-applications/routes.js";
import { usersRoutes } from "./users/routes.js";

/** Every API module, mounted under /api. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(publicClassRoutes);
  await app.register(evaluationRoutes);
  await app.register(statisticsRoutes);
  await app.register(authModule);
  await app.register(usersRoutes);
  await app.register(teacherApplicationRoutes);
}
