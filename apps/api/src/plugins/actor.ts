import type { Role } from "@classwise/shared";
import { messages } from "@classwise/shared";
import { and, eq, gt } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { sessions, users } from "../db/schema.js";
import { AppError } from "../lib/errors.js";
import { verifyToken } from "../lib/jwt.js";

/** Who is calling: resolved from the bearer token on every request, role read fresh from the database. */
export interface Actor {
  uid: string;
  email: string;
  name: string;
  photoURL: string;
  role: Role;
  sessionId: string;
}

declare module "fastify" {
  interface FastifyRequest {
    actor: Actor | null;
    /** Set when a bearer token was sent but is invalid, expired or revoked. */
    tokenRejected: boolean;
  }
}

export const actorPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest("actor", null);
    app.decorateRequest("tokenRejected", false);
    app.addHook("onRequest", async (request) => {
      const header = request.headers.authorization;
      if (!header?.startsWith("Bearer ")) return;
      const secret = app.config.authSecret;
      const claims = secret ? verifyToken(header.slice(7).trim(), secret) : null;
      if (!claims) {
        request.tokenRejected = true;
        return;
      }
      // One indexed lookup: the session must still exist (not signed out, not revoked by a password
      // reset) and the user must not be disabled. The role is the current one, not the token's.
      const [row] = await app.database.db
        .select({
          uid: users.id,
          email: users.email,
          name: users.name,
          image: users.image,
          role: users.role,
          banned: users.banned,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, claims.sid), eq(sessions.userId, claims.sub), gt(sessions.expiresAt, new Date())))
        .limit(1);
      if (!row || row.banned) {
        request.tokenRejected = true;
        return;
      }
      request.actor = {
        uid: row.uid,
        email: row.email,
        name: row.name,
        photoURL: row.image ?? "",
        role: row.role as Role,
        sessionId: claims.sid,
      };
    });
  },
  { name: "actor", dependencies: [] },
);

/** The signed-in caller, or a 401 (with the expired-session message when a token was rejected). */
export function requireActor(request: FastifyRequest): Actor {
  if (request.actor) return request.actor;
  throw new AppError("UNAUTHORIZED", request.tokenRejected ? messages.api.tokenInvalid : messages.api.unauthorized);
}

/**
 * The caller on a route open to visitors: null when no token was sent, a 401 when a token was sent but
 * rejected, so the client refreshes it instead of silently getting a visitor's answer.
 */
export function optionalActor(request: FastifyRequest): Actor | null {
  if (request.tokenRejected) throw new AppError("UNAUTHORIZED", messages.api.tokenInvalid);
  return request.actor;
}

/** The signed-in caller holding one of `roles`, else 401 / 403. */
export function requireRole(request: FastifyRequest, ...roles: Role[]): Actor {
  const actor = requireActor(request);
  if (!roles.includes(actor.role)) throw new AppError("FORBIDDEN", messages.api.forbidden);
  return actor;
}

export function isAdmin(actor: Actor | null): boolean {
  return actor?.role === "admin";
}
