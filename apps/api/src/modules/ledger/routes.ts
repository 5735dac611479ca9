import * as shared from "@classwise/shared";
import type { FastifyRequest } from "fastify";
import { actorOf } from "../../plugins/actor.js";
import { declareRoutes } from "../../plugins/route-declaration.js";
import { getPayoutSchedule, updatePayoutSchedule } from "./schedule-service.js";
import { connectPayoutAccount, getEarnings, type LedgerDeps, listAllPayouts, runPayouts } from "./service.js";

/** A teacher's earnings and payout account, the admin's payout runs (docs/payments.md "Ledger", "Payouts"). */
export const ledgerRoutes = declareRoutes("earnings", (route, { db, app }) => {
  const deps = (request: FastifyRequest): LedgerDeps => ({
    db,
    payments: app.providers.payments,
    log: request.log,
    config: app.config,
  });

  route.get("/teacher/earnings", "read:payout", {
    summary: "The teacher's balance (pending, available, in transit, paid out), payout account and payouts",
    schema: { response: { 200: shared.earningsResponseSchema } },
    handler: async (request) => getEarnings(deps(request), actorOf(request)),
  });

  route.post("/teacher/payout-account", "update:payout", {
    rateLimit: { bucket: "payout-account", per: "user" },
    summary: "Connect the teacher's payout account (Stripe Connect Express; simulated in the sandbox)",
    schema: { response: { 200: shared.payoutAccountResponseSchema } },
    handler: async (request) => connectPayoutAccount(deps(request), actorOf(request)),
  });

  route.post("/admin/payouts/run", "create:payout:any", {
    rateLimit: { bucket: "payout-run", per: "user" },
    summary: "Pay every teacher's available balance above the minimum; failed transfers are retried",
    schema: { response: { 200: shared.payoutRunResponseSchema } },
    handler: async (request) => runPayouts(deps(request), actorOf(request)),
  });

  route.get("/admin/payouts/schedule", "read:payout:any", {
    summary: "The payout schedule, when it next runs and how its last run went",
    schema: { response: { 200: shared.payoutScheduleResponseSchema } },
    handler: async (request) => getPayoutSchedule(deps(request)),
  });

  route.put("/admin/payouts/schedule", "create:payout:any", {
    rateLimit: { bucket: "payout-run", per: "user" },
    summary:
      "Set the payout schedule (daily, weekly on a weekday, or monthly on a day, at an hour UTC) or switch it off",
    schema: { body: shared.payoutScheduleSchema, response: { 200: shared.payoutScheduleResponseSchema } },
    handler: async (request) => updatePayoutSchedule(deps(request), actorOf(request), request.body),
  });

  route.get("/admin/payouts", "read:payout:any", {
    summary: "The latest payouts of every teacher",
    schema: { response: { 200: shared.adminPayoutsResponseSchema } },
    handler: async (request) => listAllPayouts(deps(request)),
  });
});
