import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { users } from "../../db/schema.js";
import { EMAIL_PATTERN, type IdentityError, identityErrors, mapSignUpError } from "./identity-errors.js";

/** The identity endpoints the web app uses; everything else better-auth offers stays closed. */
const OPEN_ENDPOINTS = [
  /^\/sign-up\/email$/,
  /^\/sign-in\/email$/,
  /^\/sign-in\/social$/,
  /^\/callback\/[\w-]+$/,
  /^\/sign-out$/,
  /^\/get-session$/,
  /^\/request-password-reset$/,
  /^\/reset-password(\/[\w-]+)?$/,
  /^\/update-user$/,
  /^\/change-password$/,
  /^\/error$/,
  /^\/ok$/,
];

const RATE_LIMITED_ENDPOINTS = new Set([
  "/sign-in/email",
  "/sign-up/email",
  "/request-password-reset",
  "/reset-password",
]);

type JsonBody = Record<string, unknown>;

function parseJson(buffer: Buffer | undefined): JsonBody | undefined {
  if (!buffer || buffer.length === 0) return undefined;
  try {
    const value: unknown = JSON.parse(buffer.toString("utf8"));
    return value && typeof value === "object" && !Array.isArray(value) ? (value as JsonBody) : undefined;
  } catch {
    return undefined;
  }
}

function sendIdentityError(reply: FastifyReply, error: IdentityError, retryAfter?: number) {
  if (retryAfter) reply.header("retry-after", String(retryAfter));
  return reply.status(error.status).send({ success: false, code: error.code, message: error.message });
}

function toWebRequest(request: FastifyRequest, origin: string, body: Buffer | undefined): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, String(value));
  }
  headers.set("x-forwarded-for", request.ip);
  const hasBody = request.method !== "GET" && request.method !== "HEAD" && body && body.length > 0;
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    ...(hasBody ? { body: new Uint8Array(body) } : {}),
  });
}

/**
 * Mounts the identity service at /api/auth/*. Runs in its own encapsulated scope with a raw body parser so
 * better-auth reads the exact bytes; adds the product's rate limits and maps identity errors to the
 * spec's catalogue.
 */
export async function authHandlerRoutes(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));

  const userByEmail = async (email: string) => {
    const [row] = await app.database.db
      .select({ id: users.id, banned: users.banned })
      .from(users)
      .where(eq(users.email, email.toLowerCase()))
      .limit(1);
    return row;
  };

  app.route({
    method: ["GET", "POST"],
    url: "/auth/*",
    schema: { hide: true },
    handler: async (request, reply) => {
      const endpoint = new URL(request.url, "http://x").pathname.replace(/^\/api\/auth/, "");
      if (!OPEN_ENDPOINTS.some((pattern) => pattern.test(endpoint))) {
        return sendIdentityError(reply, identityErrors.notFound);
      }
      let rawBody = request.body as Buffer | undefined;
      const json = request.method === "POST" ? parseJson(rawBody) : undefined;
      const email = typeof json?.email === "string" ? json.email.trim().toLowerCase() : undefined;

      if (RATE_LIMITED_ENDPOINTS.has(endpoint) && request.method === "POST") {
        const keys = [`auth${endpoint}:ip:${request.ip}`];
        if (email) keys.push(`auth${endpoint}:email:${email}`);
        const limit = await app.rateLimiter.hitAll(keys);
        if (!limit.allowed) return sendIdentityError(reply, identityErrors.rateLimited, limit.retryAfterSeconds);
      }

      if (endpoint === "/sign-in/email" && json) {
        if (!email || !EMAIL_PATTERN.test(email)) return sendIdentityError(reply, identityErrors.signInInvalidEmail);
        const user = await userByEmail(email);
        if (!user) return sendIdentityError(reply, identityErrors.userNotFound);
        if (user.banned) return sendIdentityError(reply, identityErrors.disabled);
      }
      if (endpoint === "/sign-up/email" && json) {
        if (!email || !EMAIL_PATTERN.test(email)) return sendIdentityError(reply, identityErrors.signUpInvalidEmail);
        const image = typeof json.image === "string" ? json.image.trim() : "";
        if (image && !/^https?:\/\/\S+$/i.test(image)) return sendIdentityError(reply, identityErrors.invalidPhoto);
        const name = typeof json.name === "string" ? json.name.trim().slice(0, 100) : "";
        const normalised: JsonBody = { ...json, email, name };
        if (image) normalised.image = image;
        else delete normalised.image;
        rawBody = Buffer.from(JSON.stringify(normalised));
      }
      if (endpoint === "/request-password-reset" && json) {
        if (!email || !EMAIL_PATTERN.test(email)) return sendIdentityError(reply, identityErrors.resetInvalidEmail);
        if (!(await userByEmail(email))) return sendIdentityError(reply, identityErrors.resetUserNotFound);
        // The link in the mail always leads to this product's own reset page.
        rawBody = Buffer.from(JSON.stringify({ email, redirectTo: `${app.config.publicUrl}/reset-password` }));
      }

      const response = await app.auth.handler(toWebRequest(request, app.config.publicUrl, rawBody));

      if (response.status >= 400 && (endpoint === "/sign-in/email" || endpoint === "/sign-up/email")) {
        const body = (await response
          .clone()
          .json()
          .catch(() => ({}))) as { code?: string };
        const mapped =
          endpoint === "/sign-up/email"
            ? mapSignUpError(body.code)
            : body.code === "INVALID_EMAIL_OR_PASSWORD"
              ? identityErrors.wrongPassword
              : undefined;
        if (mapped) return sendIdentityError(reply, mapped);
      }

      reply.status(response.status);
      response.headers.forEach((value, name) => {
        if (name !== "set-cookie" && name !== "content-length" && name !== "content-encoding")
          reply.header(name, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header("set-cookie", cookies);
      const payload = Buffer.from(await response.arrayBuffer());
      return reply.send(payload.length > 0 ? payload : undefined);
    },
  });
}
