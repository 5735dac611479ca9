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
