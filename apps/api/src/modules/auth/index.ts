import type { FastifyInstance } from "fastify";
import { authHandlerRoutes } from "./handler-routes.js";
import { identityPlugin } from "./plugin.js";
import { tokenRoutes } from "./token-routes.js";

export { identityPlugin };

export async function authModule(app: FastifyInstance) {
  await app.register(authHandlerRoutes);
  await app.register(tokenRoutes);
}
