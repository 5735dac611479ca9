import type { FastifyInstance } from "fastify";
import { applyRouteDefaults } from "../plugins/route-defaults.js";
import { assignmentRoutes } from "./assignments/routes.js";
import { authModule } from "./auth/index.js";
import { certificateRoutes } from "./certificates/routes.js";
import { adminClassRoutes } from "./classes/admin-routes.js";
import { publicClassRoutes } from "./classes/routes.js";
import { teacherClassRoutes } from "./classes/teacher-routes.js";
import { enrolmentRoutes } from "./enrolments/routes.js";
import { sandboxPaymentRoutes } from "./enrolments/sandbox-routes.js";
import { stripeWebhookRoutes } from "./enrolments/webhook-routes.js";
import { evaluationRoutes } from "./evaluations/routes.js";
import { gradingRoutes } from "./grading/routes.js";
import { healthRoutes } from "./health/routes.js";
import { imageRoutes } from "./images/routes.js";
import { lessonAttachmentRoutes } from "./lessons/attachment-routes.js";
import { lessonRoutes } from "./lessons/routes.js";
import { notificationRoutes } from "./notifications/routes.js";
import { unsubscribeRoutes } from "./notifications/unsubscribe-routes.js";
import { statisticsRoutes } from "./statistics/routes.js";
import { submissionRoutes } from "./submissions/routes.js";
import { teacherApplicationRoutes } from "./teacher-applications/routes.js";
import { usersRoutes } from "./users/routes.js";

/** Every API module, mounted under /api. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  applyRouteDefaults(app);
  await app.register(healthRoutes);
  await app.register(publicClassRoutes);
  await app.register(evaluationRoutes);
  await app.register(statisticsRoutes);
  await app.register(authModule);
  await app.register(usersRoutes);
  await app.register(teacherApplicationRoutes);
  await app.register(enrolmentRoutes);
  await app.register(sandboxPaymentRoutes);
  await app.register(stripeWebhookRoutes);
  await app.register(assignmentRoutes);
  await app.register(submissionRoutes);
  await app.register(lessonRoutes);
  await app.register(lessonAttachmentRoutes);
  await app.register(certificateRoutes);
  await app.register(gradingRoutes);
  await app.register(notificationRoutes);
  await app.register(unsubscribeRoutes);
  await app.register(teacherClassRoutes);
  await app.register(adminClassRoutes);
  await app.register(imageRoutes);
}
