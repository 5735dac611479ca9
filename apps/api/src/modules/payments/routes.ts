import * as shared from "@classwise/shared";
import type { FastifyRequest } from "fastify";
import { actorOf } from "../../plugins/actor.js";
import { declareRoutes } from "../../plugins/route-declaration.js";
import { type RefundDeps, refundPayment } from "./refund-service.js";
import { getReceipt, listAdminPayments, listPaymentHistory, type PaymentsDeps } from "./service.js";

/** Payment history, receipts, refunds and the admin payments list (docs/payments.md "Refunds", "Receipts"). */
export const paymentRoutes = declareRoutes("payments", (route, { db, app }) => {
  const deps: PaymentsDeps = { db, config: app.config };
  const refundDeps = (request: FastifyRequest): RefundDeps => ({
    ...deps,
    payments: app.providers.payments,
    log: request.log,
  });

  route.serve(shared.paymentContracts.history, "read:payment", {
    summary: "The caller's own payments, newest first, with what each one's refund allows",
    handler: async (request) => listPaymentHistory(deps, actorOf(request), request.query),
  });

  route.serve(shared.paymentContracts.receipt, "read:payment", {
    summary: "The receipt of a payment (its buyer or an admin)",
    handler: async (request) => getReceipt(deps, actorOf(request), request.params.id),
  });

  route.serve(shared.paymentContracts.refund, "update:payment", {
    rateLimit: { bucket: "payment-refund", per: "user" },
    summary: "Refund a payment: its buyer within the refund window, once per class; an admin any time, with a reason",
    handler: async (request) => {
      const answer = await refundPayment(refundDeps(request), actorOf(request), request.params.id, request.body);
      // The class's enrolled count and the totals on the public pages dropped.
      app.publicCache.invalidate("catalogue", "statistics");
      return answer;
    },
  });

  route.serve(shared.paymentContracts.adminList, "read:payment:any", {
    summary: "Every payment, newest first, by status, searchable by student, class or receipt number (admin)",
    handler: async (request) => listAdminPayments(deps, actorOf(request), request.query),
  });
});
