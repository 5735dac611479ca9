import {
  createPaymentIntentBodySchema,
  createPaymentIntentResponseSchema,
  enrolledClassesQuerySchema,
  enrolledClassesResponseSchema,
  errorBodySchema,
  messages,
  processEnrollmentBodySchema,
  processEnrollmentResponseSchema,
} from "@classwise/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/errors.js";
import { requireActor } from "../../plugins/actor.js";
import { createPaymentIntent, type EnrolmentDeps, listEnrolledClasses, processEnrollment } from "./service.js";

const security = [{ bearer: [] }];
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  402: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
  429: errorBodySchema,
  503: errorBodySchema,
};

/** Per-student limit on payment calls, so the endpoints cannot be used to test stolen cards at speed. */
export async function limitPaymentCalls(
  app: { rateLimiter: { hitAll(keys: string[]): Promise<{ allowed: boolean }> } },
  key: string,
) {
  const limit = await app.rateLimiter.hitAll([key]);
  if (!limit.allowed) throw new AppError("RATE_LIMITED", messages.api.rateLimited);
}

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
      schema: {
        tags: ["enrolments"],
        summary: "Start paying for a class: the price comes from the database, the student from the token",
        security,
        body: createPaymentIntentBodySchema,
        response: { 200: createPaymentIntentResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      await limitPaymentCalls(app, `payment-intent:${actor.uid}`);
      return createPaymentIntent(deps(request), actor, request.body.classId);
    },
  );

  app.post(
    "/process-enrollment",
    {
      schema: {
        tags: ["enrolments"],
        summary: "Enrol the caller once the provider reports their payment succeeded (idempotent)",
        security,
        body: processEnrollmentBodySchema,
        response: { 200: processEnrollmentResponseSchema, ...errors },
      },
    },
    async (request) => processEnrollment(deps(request), requireActor(request), request.body),
  );

  app.get(
    "/students/:uid/enrolled-classes",
    {
      schema: {
        tags: ["enrolments"],
        summary: "A student's enrolled classes, newest enrolment first (the student themself or an admin)",
        security,
        params: z.object({ uid: z.string().trim().min(1).max(64) }),
        querystring: enrolledClassesQuerySchema,
        response: { 200: enrolledClassesResponseSchema, ...errors },
      },
    },
    async (request) => listEnrolledClasses(app.database.db, requireActor(request), request.params.uid, request.query),
  );
};
