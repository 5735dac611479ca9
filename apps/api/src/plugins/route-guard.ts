import { messages } from "@classwise/shared";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../lib/errors.js";
import { accessOf, DENIALS, type Permission, type RouteAccess } from "../policy/index.js";

declare module "fastify" {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

/** "read:user:any" -> the permission and whether only the widest grant will do. */
export function parseAccess(access: Exclude<RouteAccess, "public" | "optional">) {
  const parts = access.split(":");
  return { permission: `${parts[0]}:${parts[1]}` as Permission, needsAny: parts[2] === "any" };
}

/**
 * The one route guard. Every API route declares `config.access` (docs/security.md); this hook answers
 * before the body is parsed or validated, so a visitor with a bad body gets 401 and a student 403, never a
 * 400 describing the schema. Object-level rules (own or any) are the services' queries.
 */
export const routeGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook("onRequest", async (request) => {
      const access = request.routeOptions.config.access;
      if (access === undefined || access === "public") return;
      if (access === "optional") {
        if (request.tokenRejected) throw new AppError("UNAUTHORIZED", messages.api.tokenInvalid);
        return;
      }
      const actor = request.actor;
      if (!actor) {
        throw new AppError(
          "UNAUTHORIZED",
          request.tokenRejected ? messages.api.tokenInvalid : messages.api.unauthorized,
        );
      }
      const { permission, needsAny } = parseAccess(access);
      const granted = accessOf(actor.role, permission);
      if (!granted || (needsAny && granted !== "any")) {
        throw new AppError("FORBIDDEN", DENIALS[permission] ?? messages.api.forbidden);
      }
    });
  },
  { name: "route-guard", dependencies: ["actor"] },
);
