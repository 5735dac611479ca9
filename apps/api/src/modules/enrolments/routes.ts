import * as shared from "@classwise/shared";
import type { FastifyRequest } from "fastify";
import { actorOf } from "../../plugins/actor.js";
import { declareRoutes } from "../../plugins/route-declaration.js";
import { createPaymentIntent, listEnrolledClasses, type PurchaseDeps, processEnrollment } from "./service.js";

/** product §7 enrolment calls and the student's enrolled classes (docs/payments.md). */
export const enrolmentRoutes = declareRoutes("enrolments", (route, { db, app }) => {
  const deps = (request: FastifyRequest): PurchaseDeps => ({
    db,
    payments: app.providers.payments,
    log: request.log,
    platformFeePercent: app.config.ledger.platformFeePercent,
  });

  route.serve(shared.enrolmentContracts.createPaymentIntent, "create:enrolment", {
    // Per student, so the endpoints cannot be used to test stolen cards at speed.
    rateLimit: { bucket: "payment-intent", per: "user" },
    summary: "Start paying for a class: the price comes from the database, the student from the token",
    handler: async (request) =>
      createPaymentIntent(deps(request), actorOf(request), request.body.classId, request.body.couponCode),
  });

  route.serve(shared.enrolmentContracts.processEnrollment, "create:enrolment", {
    rateLimit: { bucket: "payment-process", per: "user" },
    summary: "Enrol the caller once the provider reports their payment succeeded (idempotent)",
    handler: async (request) => processEnrollment(deps(request), actorOf(request), request.body),
  });

  route.serve(shared.enrolmentContracts.enrolledClasses, "read:enrolment", {
    summary: "A student's enrolled classes, newest enrolment first (the student themself or an admin)",
    handler: async (request) => listEnrolledClasses(db, actorOf(request), request.params.uid, request.query),
  });
});
