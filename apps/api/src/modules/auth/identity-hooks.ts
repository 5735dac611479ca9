import { messages } from "@classwise/shared";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { containsNul } from "../../plugins/input-guard.js";
import {
  type IdentityCall,
  type IdentityDeps,
  type IdentityEndpoint,
  IdentityRefusal,
  identityEndpoints,
} from "./identity-endpoints.js";
import { type IdentityError, identityErrors } from "./identity-errors.js";
import { rememberDevice } from "./known-device.js";

function refusal(error: IdentityError, retryAfterSeconds?: number) {
  const headers = retryAfterSeconds ? { "retry-after": String(retryAfterSeconds) } : undefined;
  return new APIError(error.status as never, { success: false, code: error.code, message: error.message }, headers);
}

const badInput = (message: string): IdentityError => ({ status: 400, code: "VALIDATION_FAILED", message });

interface HookContext {
  path?: string;
  method?: string;
  body?: unknown;
  query?: unknown;
  request?: Request;
  headers?: Headers;
}

function callOf(ctx: HookContext): IdentityCall | null {
  if (!ctx.request) return null;
  return { ip: ctx.request.headers.get("x-forwarded-for") ?? "unknown", cookie: ctx.request.headers.get("cookie") };
}

/** The body an endpoint will see: what its schema made of the request, nothing else. */
function replaceBody(ctx: HookContext, body: Record<string, unknown>) {
  if (ctx.body && typeof ctx.body === "object") {
    const target = ctx.body as Record<string, unknown>;
    for (const key of Object.keys(target)) delete target[key];
    Object.assign(target, body);
  } else {
    ctx.body = body;
  }
}

async function admit(endpoint: IdentityEndpoint, ctx: HookContext, deps: IdentityDeps) {
  if (containsNul(ctx.body) || containsNul(ctx.query)) throw refusal(badInput(messages.api.nulCharacter));
  const call = callOf(ctx);
  let body: Record<string, unknown> = {};
  if (endpoint.body) {
    const parsed = endpoint.body.safeParse(ctx.body ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = String(issue?.path[0] ?? "");
      throw refusal(endpoint.fieldErrors?.[field] ?? badInput(issue?.message ?? messages.api.invalidInput));
    }
    body = parsed.data;
  }
  if (call && endpoint.limits) {
    const limit = await deps.limiter.hitAll(endpoint.limits(body, call));
    if (!limit.allowed) throw refusal(identityErrors.rateLimited, limit.retryAfterSeconds);
  }
  if (endpoint.check) {
    try {
      body = (await endpoint.check(body, call ?? { ip: "internal", cookie: null })) ?? body;
    } catch (error) {
      if (error instanceof IdentityRefusal) throw refusal(error.error, error.retryAfterSeconds);
      throw error;
    }
  }
  if (endpoint.body) replaceBody(ctx, body);
}

/**
 * better-auth's own before/after hooks, driven by the identity endpoint table: whatever the encoding
 * (better-auth also parses form bodies on sign-in and sign-up), a call is validated with the shared
 * schemas, rate limited and checked before the identity service runs, and its errors are mapped to the
 * spec's catalogue after.
 */
export function identityHooks(deps: IdentityDeps) {
  const table = identityEndpoints(deps);
  const find = (ctx: HookContext) => {
    const method = (ctx.method ?? ctx.request?.method ?? "").toUpperCase();
    return table.find((entry) => entry.path === ctx.path && (!method || entry.method === method));
  };
  const secret = deps.config.authSecret ?? "";
  const secure = deps.config.publicUrl.startsWith("https://");

  return {
    before: createAuthMiddleware(async (ctx) => {
      const context = ctx as unknown as HookContext;
      const endpoint = find(context);
      if (!endpoint) {
        // Calls over HTTP reach only the table's endpoints; the server's own calls (auth.api.*) pass.
        if (context.request) throw refusal(identityErrors.notFound);
        return;
      }
      await admit(endpoint, context, deps);
    }),
    after: createAuthMiddleware(async (ctx) => {
      const context = ctx as unknown as HookContext;
      const endpoint = find(context);
      if (!endpoint) return;
      const returned = ctx.context.returned as unknown;
      if (returned instanceof APIError || (returned as { name?: string } | undefined)?.name === "APIError") {
        const code = (returned as { body?: { code?: string } }).body?.code;
        const mapped = endpoint.mapError?.(code);
        if (mapped) throw refusal(mapped);
        return;
      }
      if (endpoint.remembersDevice && context.request) {
        const email = String((context.body as { email?: unknown } | undefined)?.email ?? "");
        const cookie = rememberDevice(context.request.headers.get("cookie"), email, secret);
        ctx.setCookie(cookie.name, cookie.value, {
          httpOnly: true,
          sameSite: "lax",
          secure,
          path: "/api/auth",
          maxAge: cookie.maxAge,
        });
      }
    }),
  };
}
