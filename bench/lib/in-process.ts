import { randomBytes } from "node:crypto";
import { signToken } from "@classwise/api";
import type { Database } from "@classwise/db/client";
import { sessions } from "@classwise/db/schema";
import type { FastifyInstance } from "fastify";
import pg from "pg";

/**
 * A live session row and a bearer token for each user, in batches of 1,000: what a signed-in browser holds,
 * without an identity round trip per user.
 */
export async function bearerHeaders(
  database: Database,
  people: { id: string; email: string }[],
  secret: string,
): Promise<{ authorization: string }[]> {
  const headers: { authorization: string }[] = [];
  for (let offset = 0; offset < people.length; offset += 1000) {
    const batch = people.slice(offset, offset + 1000);
    const rows = await database.db
      .insert(sessions)
      .values(
        batch.map((user) => ({
          userId: user.id,
          token: randomBytes(24).toString("base64url"),
          expiresAt: new Date(Date.now() + 86_400_000),
        })),
      )
      .returning({ id: sessions.id, userId: sessions.userId });
    for (const [i, session] of rows.entries()) {
      const token = signToken({ sub: session.userId, sid: session.id, email: batch[i]?.email ?? "" }, secret, 3600);
      headers.push({ authorization: `Bearer ${token}` });
    }
  }
  return headers;
}

/** Counts the statements every node-postgres client sends until `restore()`. */
export function countPgStatements() {
  const query = pg.Client.prototype.query;
  const counter = {
    count: 0,
    restore: () => {
      pg.Client.prototype.query = query;
    },
  };
  pg.Client.prototype.query = function (this: pg.Client, ...rest: unknown[]) {
    counter.count++;
    return (query as (...inner: unknown[]) => unknown).apply(this, rest);
  } as typeof query;
  return counter;
}

/** POSTs through the whole app in process and answers the JSON body; anything but 200 throws. */
export async function postOk(app: FastifyInstance, url: string, headers: { authorization: string }, payload: object) {
  const res = await app.inject({ method: "POST", url, headers, payload });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json() as Record<string, unknown>;
}

const card = { number: "4242424242424242", expMonth: 12, expYear: new Date().getFullYear() + 3, cvc: "123" };

/** A purchase as the payment page makes it: the intent, the sandbox card, the enrolment. Answers the intent id. */
export async function buyThroughSandbox(app: FastifyInstance, student: { authorization: string }, classId: string) {
  const intent = await postOk(app, "/api/create-payment-intent", student, { classId });
  const intentId = String(intent.paymentIntentId);
  await postOk(app, `/api/sandbox/payment-intents/${intentId}/confirm`, student, {
    card,
    billingDetails: { name: "Bench Student", email: "bench@bench.test" },
  });
  await postOk(app, "/api/process-enrollment", student, { paymentIntentId: intentId, classId });
  return intentId;
}
