import { errorBodySchema } from "@classwise/shared";
import type { FastifyInstance, preHandlerAsyncHookHandler } from "fastify";
import type { RouteAccess } from "../policy/index.js";

/** Every API route with what it declared: the authorization-matrix test and docs/security.md read it. */
export interface ApiRoute {
  method: string;
  url: string;
  access: RouteAccess;
}

declare module "fastify" {
  interface FastifyInstance {
    apiRoutes: ApiRoute[];
  }
  interface FastifyContextConfig {
    /**
     * For a write route registered outside `declareRoutes` whose limits are counted inside its handler (the
     * identity proxy counts each endpoint from its own table): names where, in place of `rateLimit`.
     */
    rateLimitedBy?: string;
  }
}

/** Methods that change something: each such route must declare a rate limit (docs/security.md). */
const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Every error status the API answers with, all in the one error body of the error handler. */
const ERROR_STATUSES = [400, 401, 402, 403, 404, 409, 413, 415, 416, 422, 429, 500, 503] as const;
const errorResponses = Object.fromEntries(ERROR_STATUSES.map((status) => [status, errorBodySchema]));
const bearer = [{ bearer: [] }];

/** The one success status a route declares when it is not 200 (201 for a creation), else undefined. */
function declaredSuccessStatus(response: unknown): number | undefined {
  const success = Object.keys(response ?? {})
    .map(Number)
    .filter((status) => status >= 200 && status < 300);
  return success.length === 1 && success[0] !== 200 ? success[0] : undefined;
}

/**
 * Applied to the API scope: a route must declare who may call it (`config.access`, see the route guard),
 * a route that writes (POST, PUT, PATCH, DELETE) how often it may be called (`config.rateLimit`), and gets the shared error responses and, unless it is public, the bearer security declaration in its
 * OpenAPI schema. Route files list only their success responses, and a route whose one success response is
 * not 200 (a 201 creation) answers with that status without setting it in its handler.
 */
export function applyRouteDefaults(app: FastifyInstance): void {
  app.addHook("onRoute", (route) => {
    const access = route.config?.access;
    if (access === undefined) {
      throw new Error(`${String(route.method)} ${route.url} declares no config.access (see docs/security.md)`);
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const writes = methods.filter((method) => WRITE_METHODS.has(String(method)));
    if (writes.length > 0 && route.config?.rateLimit === undefined && route.config?.rateLimitedBy === undefined) {
      throw new Error(`${writes.join(",")} ${route.url} declares no config.rateLimit (see docs/security.md)`);
    }
    for (const method of methods) {
      if (method !== "HEAD") app.apiRoutes.push({ method: String(method), url: route.url, access });
    }
    const schema = route.schema ?? {};
    route.schema = schema;
    if (schema.hide) return;
    const status = declaredSuccessStatus(schema.response);
    if (status !== undefined) {
      const answerWithDeclaredStatus: preHandlerAsyncHookHandler = async (_request, reply) => {
        reply.code(status);
      };
      route.preHandler = [...[route.preHandler ?? []].flat(), answerWithDeclaredStatus];
    }
    if (access !== "public" && schema.security === undefined) schema.security = bearer;
    schema.response = { ...errorResponses, ...(schema.response as object | undefined) };
  });
}
