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

  route.serve(shared.payoutContracts.earnings, "read:payout", {
    summary: "The teacher's balance (pending, available, in transit, paid out), payout account and payouts",
    handler: async (request) => getEarnings(deps(request), actorOf(request)),
  });

  route.serve(shared.payoutContracts.connectAccount, "update:payout", {
    rateLimit: { bucket: "payout-account", per: "user" },
    summary: "Connect the teacher's payout account (Stripe Connect Express; simulated in the sandbox)",
    handler: async (request) => connectPayoutAccount(deps(request), actorOf(request)),
  });

  route.serve(shared.payoutContracts.run, "create:payout:any", {
    rateLimit: { bucket: "payout-run", per: "user" },
    summary: "Pay every teacher's available balance above the minimum; failed transfers are retried",
    handler: async (request) => runPayouts(deps(request), actorOf(request)),
  });

  route.serve(shared.payoutContracts.schedule, "read:payout:any", {
    summary: "The payout schedule, when it next runs and how its last run went",
    handler: async (request) => getPayoutSchedule(deps(request)),
  });

  route.serve(shared.payoutContracts.setSchedule, "create:payout:any", {
    rateLimit: { bucket: "payout-run", per: "user" },
    summary:
      "Set the payout schedule (daily, weekly on a weekday, or monthly on a day, at an hour UTC) or switch it off",
    handler: async (request) => updatePayoutSchedule(deps(request), actorOf(request), request.body),
  });

  route.serve(shared.payoutContracts.list, "read:payout:any", {
    summary: "The latest payouts of every teacher",
    handler: async (request) => listAllPayouts(deps(request)),
  });
});
