import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { RateLimiter } from "../../lib/rate-limit.js";
import { type Auth, createAuth } from "./create-auth.js";

declare module "fastify" {
  interface FastifyInstance {
    auth: Auth;
    rateLimiter: RateLimiter;
  }
}

/** Creates the identity service and the shared rate limiter once per app. */
export const identityPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate("auth", createAuth(app.config, app.database.db, app.providers.mail));
    app.decorate(
      "rateLimiter",
      new RateLimiter(app.database.db, app.config.rateLimit.max, app.config.rateLimit.windowSeconds),
    );
  },
  { name: "identity" },
);
