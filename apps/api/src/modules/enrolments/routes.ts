import {
  createPaymentIntentBodySchema,
  createPaymentIntentResponseSchema,
  enrolledClassesQuerySchema,
  enrolledClassesResponseSchema,
  processEnrollmentBodySchema,
  processEnrollmentResponseSchema,
  uidParamsSchema,
} from "@classwise/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../plugins/actor.js";
import { createPaymentIntent, type EnrolmentDeps, listEnrolledClasses, processEnrollment } from "./service.js";

/** spec §7 enrolment calls and the student's enrolled classes (ARCHITECTURE.md "Enrolment and payments"). */
export const enrolmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (request: FastifyRequest): EnrolmentDeps => ({
    db: app.database.db,
    payments: app.providers.payments,
    log: request.log,
  });

  app.post(
    "/create-payment-intent",
    {
      // Per student, so the endpoints cannot be used to test stolen cards at speed.
      config: { access: "create:enrolment", rateLimit: { bucket: "payment-intent", per: "user" } },
      schema: {
        tags: ["enrolments"],
        summary: "Start paying for a class: the price comes from the database, the student from the token",
        body: createPaymentIntentBodySchema,
        response: { 200: createPaymentIntentResponseSchema },
      },
    },
    async (request) => createPaymentIntent(deps(request), actorOf(request), request.body.classId),
  );

  app.post(
    "/process-enrollment",
    {
      config: { access: "create:enrolment", rateLimit: { bucket: "payment-process", per: "user" } },
      schema: {
        tags: ["enrolments"],
        summary: "Enrol the caller once the provider reports their payment succeeded (idempotent)",
        body: processEnrollmentBodySchema,
        response: { 200: processEnrollmentResponseSchema },
      },
    },
    async (request) => processEnrollment(deps(request), actorOf(request), request.body),
  );

  app.get(
    "/students/:uid/enrolled-classes",
    {
      config: { access: "read:enrolment" },
      schema: {
        tags: ["enrolments"],
        summary: "A student's enrolled classes, newest enrolment first (the student themself or an admin)",
        params: uidParamsSchema,
        querystring: enrolledClassesQuerySchema,
        response: { 200: enrolledClassesResponseSchema },
      },
    },
    async (request) => listEnrolledClasses(app.database.db, actorOf(request), request.params.uid, request.query),
  );
};
