import { z } from "zod";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "../constants/index.js";
import { couponsMessages } from "../messages/index.js";
import { CARD_BRANDS } from "../payments/cards.js";
import { publicClassSchema } from "./classes.js";
import { idSchema, pageQuerySchema, pageResponse, successResponse } from "./common.js";

/**
 * POST /create-payment-intent. product §3 also sends `amount` and `studentUid`: they are accepted and
 * dropped (zod strips unknown keys), because the price comes from the database and the student from
 * the bearer token.
 */
/** A coupon code as typed: trimmed and upper-cased; its refusals come from the server (docs/payments.md "Coupons"). */
export const couponCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9_-]{3,32}$/, couponsMessages.codeFormat);

export const createPaymentIntentBodySchema = z.object({ classId: idSchema, couponCode: couponCodeSchema.optional() });
export type CreatePaymentIntentBody = z.infer<typeof createPaymentIntentBodySchema>;

export const paidIntentResponseSchema = successResponse({
  message: z.string(),
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  /** What the student is charged, in dollars. */
  amount: z.number(),
});

/** A free class (price 0) enrols at once, without a card (docs/decisions/0021). */
export const freeEnrolmentResponseSchema = successResponse({
  message: z.string(),
  enrolled: z.literal(true),
  amount: z.literal(0),
});

export const createPaymentIntentResponseSchema = z.union([paidIntentResponseSchema, freeEnrolmentResponseSchema]);
export type CreatePaymentIntentResponse = z.infer<typeof createPaymentIntentResponseSchema>;

/** POST /process-enrollment. studentUid, studentName, studentEmail and amount of product §3 are dropped as above. */
export const processEnrollmentBodySchema = z.object({
  paymentIntentId: z.string().trim().min(1).max(255),
  classId: idSchema,
});
export type ProcessEnrollmentBody = z.infer<typeof processEnrollmentBodySchema>;

export const processEnrollmentResponseSchema = successResponse({
  message: z.string(),
  /** Set when this call found the enrolment already in place (a replay, or the webhook came first). */
  alreadyEnrolled: z.boolean().optional(),
});
export type ProcessEnrollmentResponse = z.infer<typeof processEnrollmentResponseSchema>;

export const enrolledClassesQuerySchema = pageQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type EnrolledClassesQuery = z.infer<typeof enrolledClassesQuerySchema>;

/** product §3 Progress (derived per class), as GET /students/{uid}/enrolled-classes carries it for each class. */
export const studentProgressSchema = z.object({
  totalAssignments: z.number().int(),
  completedAssignments: z.number().int(),
  totalLessons: z.number().int(),
  completedLessons: z.number().int(),
  progressPercentage: z.number().int(),
  isCompleted: z.boolean(),
  hasAssignments: z.boolean(),
});

export const enrolledClassSchema = publicClassSchema.extend({
  enrolledAt: z.string(),
  progress: studentProgressSchema,
  /** The first lesson not yet completed: where "Continue" leads (null without lessons or when all are done). */
  nextLessonId: z.string().nullable(),
});
export type EnrolledClass = z.infer<typeof enrolledClassSchema>;

/** Counts over every enrolment of the student, not only the page (the dashboard's summary cards). */
export const enrolmentSummarySchema = z.object({
  totalEnrolled: z.number().int(),
  inProgress: z.number().int(),
  completed: z.number().int(),
});
export type EnrolmentSummary = z.infer<typeof enrolmentSummarySchema>;

export const enrolledClassesResponseSchema = pageResponse("classes", enrolledClassSchema, {
  summary: enrolmentSummarySchema,
});
export type EnrolledClassesResponse = z.infer<typeof enrolledClassesResponseSchema>;

/** POST /sandbox/payment-intents/{id}/confirm: what Stripe.js would send when confirming a card payment. */
export const sandboxConfirmBodySchema = z.object({
  card: z.object({
    number: z.string().trim().max(32),
    expMonth: z.coerce.number().int().min(0).max(99),
    expYear: z.coerce.number().int().min(0).max(9999),
    cvc: z.string().trim().max(8),
  }),
  billingDetails: z.object({
    name: z.string().trim().min(1).max(200),
    email: z.email().max(320),
  }),
});
export type SandboxConfirmBody = z.infer<typeof sandboxConfirmBodySchema>;

export const PAYMENT_INTENT_STATUSES = [
  "requires_payment_method",
  "requires_confirmation",
  "requires_action",
  "processing",
  "requires_capture",
  "canceled",
  "succeeded",
] as const;
export type PaymentIntentStatus = (typeof PAYMENT_INTENT_STATUSES)[number];

export const sandboxConfirmResponseSchema = successResponse({
  paymentIntent: z.object({
    id: z.string(),
    status: z.enum(PAYMENT_INTENT_STATUSES),
    amount: z.number().int(),
    currency: z.string(),
    card: z.object({ brand: z.enum(CARD_BRANDS), last4: z.string() }),
  }),
});
export type SandboxConfirmResponse = z.infer<typeof sandboxConfirmResponseSchema>;

/** A payment intent named in a path: the provider's id, up to 255 characters. */
export const paymentIntentParamsSchema = z.object({ id: z.string().trim().min(1).max(255) });
