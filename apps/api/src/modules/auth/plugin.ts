import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { type Auth, createAuth } from "./create-auth.js";

declare module "fastify" {
  interface FastifyInstance {
    auth: Auth;
  }
}

/** Creates the identity service once per app. */
export const identityPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      "auth",
      createAuth({
        config: app.config,
        db: app.database.db,
        mail: app.providers.mail,
        limiter: app.rateLimiter,
        log: app.log,
      }),
    );
  },
  { name: "identity", dependencies: ["rate-limit"] },
);
