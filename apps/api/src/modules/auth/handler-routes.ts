import { messages } from "@classwise/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { STATUS_BY_CODE } from "../../lib/errors.js";
import { identityEndpoints, pathPattern } from "./identity-endpoints.js";
import { type IdentityError, identityErrors } from "./identity-errors.js";

const unsupportedMediaType: IdentityError = {
  status: 415,
  code: "UNSUPPORTED_MEDIA_TYPE",
  message: messages.api.unsupportedMediaType,
};

function sendIdentityError(reply: FastifyReply, error: IdentityError) {
  return reply.status(error.status).send({ success: false, code: error.code, message: error.message });
}

function toWebRequest(request: FastifyRequest, origin: string, body: Buffer | undefined): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, String(value));
  }
  // The client address as Fastify derived it (TRUST_PROXY hops), never what the client claims.
  headers.set("x-forwarded-for", request.ip);
  const hasBody = request.method !== "GET" && request.method !== "HEAD" && body && body.length > 0;
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    ...(hasBody ? { body: new Uint8Array(body) } : {}),
  });
}

/**
 * better-auth keeps an endpoint's own status when an after hook replaces its error, so an error body in the
 * product's catalogue (mapped by the identity table) carries the status that goes with its code.
 */
function errorStatus(status: number, payload: Buffer): number | undefined {
  if (status < 400 || payload.length === 0 || payload.length > 4096) return undefined;
  try {
    const body = JSON.parse(payload.toString("utf8")) as { success?: unknown; code?: unknown };
    if (body.success !== false || typeof body.code !== "string") return undefined;
    return STATUS_BY_CODE[body.code as keyof typeof STATUS_BY_CODE];
  } catch {
    return undefined;
  }
}

/**
 * Mounts the identity service at /api/auth/*, in its own scope with a raw body parser so better-auth reads
 * the exact bytes. Only the endpoints of the identity table pass, with JSON bodies only (the web app sends
 * nothing else); the table's validation, limits and checks run inside better-auth's hooks.
 */
export async function authHandlerRoutes(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
  const open = identityEndpoints({ config: app.config, db: app.database.db, limiter: app.rateLimiter }).map(
    (endpoint) => ({ method: endpoint.method, pattern: pathPattern(endpoint.path) }),
  );

  app.route({
    method: ["GET", "POST"],
    url: "/auth/*",
    config: { access: "public", rateLimitedBy: "the identity endpoint table (identity-endpoints.ts)" },
    schema: { hide: true },
    handler: async (request, reply) => {
      const endpoint = new URL(request.url, "http://x").pathname.replace(/^\/api\/auth/, "");
      if (!open.some((entry) => entry.method === request.method && entry.pattern.test(endpoint))) {
        return sendIdentityError(reply, identityErrors.notFound);
      }
      const body = request.body as Buffer | undefined;
      const type = (request.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase();
      if (body && body.length > 0 && type !== "application/json") return sendIdentityError(reply, unsupportedMediaType);

      const response = await app.auth.handler(toWebRequest(request, app.config.publicUrl, body));
      const payload = Buffer.from(await response.arrayBuffer());
      reply.status(errorStatus(response.status, payload) ?? response.status);
      response.headers.forEach((value, name) => {
        if (name !== "set-cookie" && name !== "content-length" && name !== "content-encoding")
          reply.header(name, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header("set-cookie", cookies);
      return reply.send(payload.length > 0 ? payload : undefined);
    },
  });
}
