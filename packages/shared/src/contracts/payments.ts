import { idParamsSchema } from "../schemas/common.js";
import {
  adminPaymentsQuerySchema,
  adminPaymentsResponseSchema,
  paymentHistoryQuerySchema,
  paymentHistoryResponseSchema,
  receiptResponseSchema,
  refundBodySchema,
  refundResponseSchema,
} from "../schemas/payments.js";
import { stripeWebhookResponseSchema } from "../schemas/stripe-webhook.js";
import { defineContract } from "./contract.js";

/** Payment history, receipts, refunds and the admin's payments list (docs/payments.md "Refunds", "Receipts"). */
export const paymentContracts = {
  history: defineContract({
    method: "GET",
    path: "/payments",
    query: paymentHistoryQuerySchema,
    response: { 200: paymentHistoryResponseSchema },
  }),
  receipt: defineContract({
    method: "GET",
    path: "/payments/:id/receipt",
    params: idParamsSchema,
    response: { 200: receiptResponseSchema },
  }),
  refund: defineContract({
    method: "POST",
    path: "/payments/:id/refund",
    params: idParamsSchema,
    body: refundBodySchema,
    response: { 200: refundResponseSchema },
  }),
  adminList: defineContract({
    method: "GET",
    path: "/admin/payments",
    query: adminPaymentsQuerySchema,
    response: { 200: adminPaymentsResponseSchema },
  }),
  /** Stripe's events; the body is read as the bytes Stripe signed, so the contract names none. */
  stripeWebhook: defineContract({
    method: "POST",
    path: "/webhooks/stripe",
    response: { 200: stripeWebhookResponseSchema },
  }),
};
