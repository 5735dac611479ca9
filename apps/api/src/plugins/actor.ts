import { param, preparedStatement } from "@classwise/db/prepared";
import type { Role } from "@classwise/shared";
import { sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { verifyToken } from "../lib/jwt.js";
import { type RateLimitResult, type RateLimitRow, rateLimitUpsert, rateLimitValues } from "../lib/rate-limit.js";
import type { Actor } from "../policy/index.js";

declare module "fastify" {
  interface FastifyRequest {
    actor: Actor | null;
    /** Set when a bearer token was sent but is invalid, expired or revoked. */
    tokenRejected: boolean;
    /** The route's per-user rate-limit hit, counted in the same query that resolved the actor. */
    userRateLimit: RateLimitResult | null;
  }
}

interface ActorRow extends RateLimitRow {
  uid: string;
  email: string;
  name: string;
  image: string | null;
  role: string;
  banned: boolean;
}

const actor = sql`select u.id as uid, u.email, u.name, u.image, u.role, u.banned
  from sessions s join users u on u.id = s.user_id
  where s.id = ${param("sessionId")} and s.user_id = ${param("userId")} and s.expires_at > now()
  limit 1`;

/**
 * One statement per request: the session must still exist (not signed out, not revoked by a password
 * reset) and the user must not be disabled; the role is the current one, not the token's. When the route
 * limits calls per user, the hit is counted in the same statement, and only for a live session.
 */
const findActor = preparedStatement<ActorRow>("actor", actor);
const findActorCountingHit = preparedStatement<ActorRow>(
  "actor_counting_hit",
  sql`with actor as (${actor}), hit as (${rateLimitUpsert(sql`exists (select 1 from actor where not actor.banned)`)})
    select actor.*, hit.count, hit.reset_at from actor left join hit on true`,
);

/** Resolves `request.actor` from the bearer header on every request (docs/decisions/0001). */
export const actorPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest("actor", null);
    app.decorateRequest("tokenRejected", false);
    app.decorateRequest("userRateLimit", null);
    app.addHook("onRequest", async (request) => {
      const header = request.headers.authorization;
      if (!header?.startsWith("Bearer ")) return;
      const access = request.routeOptions.config.access;
      if (access === undefined || access === "public") return;
      const secret = app.config.authSecret;
      const claims = secret ? verifyToken(header.slice(7).trim(), secret) : null;
      if (!claims) {
        request.tokenRejected = true;
        return;
      }
      const rateLimit = request.routeOptions.config.rateLimit;
      const limit =
        rateLimit?.per === "user"
          ? { key: `${rateLimit.bucket}:user:${claims.sub}`, windowSeconds: app.rateLimiter.windowSeconds }
          : null;
      const session = { sessionId: claims.sid, userId: claims.sub };
      const [row] = limit
        ? await findActorCountingHit(app.database.db, {
            ...session,
            ...rateLimitValues(limit.key, limit.windowSeconds, Date.now()),
          })
        : await findActor(app.database.db, session);
      if (!row || row.banned) {
        request.tokenRejected = true;
        return;
      }
      if (limit) request.userRateLimit = app.rateLimiter.judge(row, Date.now(), rateLimit?.factor);
      request.actor = {
        uid: row.uid,
        email: row.email,
        name: row.name,
        photoURL: row.image ?? "",
        role: row.role as Role,
        sessionId: claims.sid,
        address: request.ip,
      };
    });
  },
  { name: "actor", dependencies: ["rate-limit"] },
);

/** The caller of a route the guard let through as signed in. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new Error(`${request.method} ${request.url}: no actor behind the route guard`);
  return request.actor;
}
