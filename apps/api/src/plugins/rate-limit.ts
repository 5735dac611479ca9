import { messages } from "@classwise/shared";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../lib/errors.js";
import { RateLimiter } from "../lib/rate-limit.js";

/** A route's limit: counted per signed-in user or per client address, in a bucket of its own. */
export interface RouteRateLimit {
  bucket: string;
  per: "user" | "ip";
  /** Multiple of RATE_LIMIT_MAX this bucket allows per window (default 1). */
  factor?: number;
}

declare module "fastify" {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
  interface FastifyContextConfig {
    rateLimit?: RouteRateLimit;
  }
}

/**
 * The one rate limiter: routes declare `config.rateLimit` and this hook counts the call before the body
 * is read (after the route guard, so a refused caller spends nothing). Per-user hits are counted by the
 * actor lookup in the same statement; the identity endpoints use the same limiter from their table.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      "rateLimiter",
      new RateLimiter(app.database.db, app.config.rateLimit.max, app.config.rateLimit.windowSeconds),
    );
  },
  { name: "rate-limit" },
);

/** The hook itself, added after the route guard. */
export const rateLimitHookPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook("onRequest", async (request, reply) => {
      const limit = request.routeOptions.config.rateLimit;
      if (!limit) return;
      const result =
        limit.per === "user"
          ? request.userRateLimit
          : await app.rateLimiter.hit(`${limit.bucket}:ip:${request.ip}`, limit.factor);
      if (!result || result.allowed) return;
      reply.header("retry-after", String(result.retryAfterSeconds));
      throw new AppError("RATE_LIMITED", messages.api.rateLimited);
    });
  },
  { name: "rate-limit-hook", dependencies: ["rate-limit", "route-guard"] },
);
