import { uidParamsSchema } from "../schemas/common.js";
import {
  createPaymentIntentBodySchema,
  createPaymentIntentResponseSchema,
  enrolledClassesQuerySchema,
  enrolledClassesResponseSchema,
  paymentIntentParamsSchema,
  processEnrollmentBodySchema,
  processEnrollmentResponseSchema,
  sandboxConfirmBodySchema,
  sandboxConfirmResponseSchema,
} from "../schemas/enrolments.js";
import { defineContract } from "./contract.js";

/** Paying for a class and enrolling, the sandbox card confirmation, and a student's enrolled classes (docs/payments.md). */
export const enrolmentContracts = {
  createPaymentIntent: defineContract({
    method: "POST",
    path: "/create-payment-intent",
    body: createPaymentIntentBodySchema,
    response: { 200: createPaymentIntentResponseSchema },
  }),
  processEnrollment: defineContract({
    method: "POST",
    path: "/process-enrollment",
    body: processEnrollmentBodySchema,
    response: { 200: processEnrollmentResponseSchema },
  }),
  enrolledClasses: defineContract({
    method: "GET",
    path: "/students/:uid/enrolled-classes",
    params: uidParamsSchema,
    query: enrolledClassesQuerySchema,
    response: { 200: enrolledClassesResponseSchema },
  }),
  confirmSandboxPayment: defineContract({
    method: "POST",
    path: "/sandbox/payment-intents/:id/confirm",
    params: paymentIntentParamsSchema,
    body: sandboxConfirmBodySchema,
    response: { 200: sandboxConfirmResponseSchema },
  }),
};
