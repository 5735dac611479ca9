import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface StandInIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  allowed_payment_method_types: string[];
}

/**
 * A local HTTP server answering the few Stripe API calls the provider makes, as Stripe does: form-encoded
 * requests, idempotency keys replaying the first response, resource_missing for unknown ids.
 */
export async function startStripeStandIn() {
  const intents = new Map<string, StandInIntent>();
  const byIdempotencyKey = new Map<string, string>();
  const refunds: { id: string; payment_intent: string }[] = [];
  const accounts = new Map<string, { id: string; object: "account"; payouts_enabled: boolean; email: string }>();
  const transfers: { id: string; amount: number; destination: string; idempotencyKey: string | undefined }[] = [];
  /** Connect transfers answer 400 (insufficient balance) while this is set. */
  let refuseTransfers = false;
  const requests: { method: string; path: string; idempotencyKey: string | undefined; form: URLSearchParams }[] = [];

  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://stand-in");
      const form = new URLSearchParams(body);
      const idempotencyKey = req.headers["idempotency-key"] as string | undefined;
      requests.push({ method: req.method ?? "GET", path: url.pathname, idempotencyKey, form });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, {
          "content-type": "application/json",
          "request-id": `req_${randomBytes(4).toString("hex")}`,
        });
        res.end(JSON.stringify(payload));
      };
      if (req.headers.authorization !== "Bearer sk_test_stand_in") {
        return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
      }
      if (req.method === "POST" && url.pathname === "/v1/payment_intents") {
        const replayed = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
        if (replayed) return send(200, intents.get(replayed));
        const id = `pi_${randomBytes(8).toString("hex")}`;
        const metadata: Record<string, string> = {};
        for (const [key, value] of form) {
          const match = /^metadata\[(.+)\]$/.exec(key);
          if (match?.[1]) metadata[match[1]] = value;
        }
        const intent: StandInIntent = {
          id,
          object: "payment_intent",
          amount: Number(form.get("amount")),
          currency: form.get("currency") ?? "",
          status: "requires_payment_method",
          client_secret: `${id}_secret_${randomBytes(8).toString("hex")}`,
          metadata,
          allowed_payment_method_types: form.getAll("allowed_payment_method_types[0]"),
        };
        intents.set(id, intent);
        if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, id);
        return send(200, intent);
      }
      if (req.method === "POST" && url.pathname === "/v1/accounts") {
        const replayed = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
        if (replayed) return send(200, accounts.get(replayed));
        const account = {
          id: `acct_${randomBytes(8).toString("hex")}`,
          object: "account" as const,
          payouts_enabled: false,
          email: form.get("email") ?? "",
        };
        accounts.set(account.id, account);
        if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, account.id);
        return send(200, account);
      }
      const account = /^\/v1\/accounts\/([^/]+)$/.exec(url.pathname);
      if (req.method === "GET" && account?.[1]) {
        const found = accounts.get(decodeURIComponent(account[1]));
        if (found) return send(200, found);
        return send(404, { error: { type: "invalid_request_error", code: "resource_missing" } });
      }
      if (req.method === "POST" && url.pathname === "/v1/account_links") {
        const id = form.get("account") ?? "";
        if (!accounts.has(id))
          return send(400, { error: { type: "invalid_request_error", message: "No such account" } });
        return send(200, { object: "account_link", url: `https://connect.stripe.test/setup/${id}` });
      }
      if (req.method === "POST" && url.pathname === "/v1/transfers") {
        const replayed = transfers.find((transfer) => idempotencyKey && transfer.idempotencyKey === idempotencyKey);
        if (replayed) return send(200, { ...replayed, object: "transfer" });
        if (refuseTransfers) {
          return send(400, {
            error: {
              type: "invalid_request_error",
              code: "balance_insufficient",
              message: "You have insufficient available funds in your Stripe account.",
            },
          });
        }
        const destination = form.get("destination") ?? "";
        if (!accounts.get(destination)?.payouts_enabled) {
          return send(400, { error: { type: "invalid_request_error", message: "Account cannot receive transfers" } });
        }
        const transfer = {
          id: `tr_${randomBytes(6).toString("hex")}`,
          amount: Number(form.get("amount")),
          destination,
          idempotencyKey,
        };
        transfers.push(transfer);
        return send(200, { ...transfer, object: "transfer" });
      }
      const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(url.pathname);
      if (req.method === "POST" && cancel?.[1]) {
        const intent = intents.get(decodeURIComponent(cancel[1]));
        if (!intent) return send(404, { error: { type: "invalid_request_error", code: "resource_missing" } });
        if (intent.status === "succeeded" || intent.status === "canceled") {
          return send(400, {
            error: {
              type: "invalid_request_error",
              code: "payment_intent_unexpected_state",
              message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
            },
          });
        }
        intent.status = "canceled";
        return send(200, intent);
      }
      if (req.method === "POST" && url.pathname === "/v1/refunds") {
        const intentId = form.get("payment_intent") ?? "";
        const intent = intents.get(intentId);
        if (intent?.status !== "succeeded") {
          return send(400, { error: { type: "invalid_request_error", message: "This PaymentIntent has no charge" } });
        }
        if (refunds.some((refund) => refund.payment_intent === intentId)) {
          return send(400, { error: { type: "invalid_request_error", code: "charge_already_refunded" } });
        }
        const refund = { id: `re_${randomBytes(6).toString("hex")}`, object: "refund", payment_intent: intentId };
        refunds.push(refund);
        return send(200, { ...refund, amount: intent.amount, status: "succeeded" });
      }
      const match = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
      if (req.method === "GET" && match?.[1]) {
        const intent = intents.get(decodeURIComponent(match[1]));
        if (intent) return send(200, intent);
        return send(404, {
          error: { type: "invalid_request_error", code: "resource_missing", message: "No such payment_intent" },
        });
      }
      return send(404, { error: { type: "invalid_request_error", message: "Unrecognized request URL" } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    intents,
    refunds,
    requests,
    accounts,
    transfers,
    /** What finishing Stripe's hosted onboarding does to the account. */
    completeOnboarding(id: string) {
      const found = accounts.get(id);
      if (!found) throw new Error(`no account ${id}`);
      found.payouts_enabled = true;
    },
    setRefuseTransfers(value: boolean) {
      refuseTransfers = value;
    },
    /** What a card confirmation in the browser would do to the intent. */
    setStatus(id: string, status: string) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      intent.status = status;
      return intent;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
