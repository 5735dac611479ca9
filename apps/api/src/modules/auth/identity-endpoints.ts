import type { Db } from "@classwise/db/client";
import { users } from "@classwise/db/schema";
import {
  emptyBodySchema,
  requestPasswordResetBodySchema,
  resetPasswordBodySchema,
  signInBodySchema,
  signUpBodySchema,
  socialSignInBodySchema,
  updateUserBodySchema,
} from "@classwise/shared";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Config } from "../../config.js";
import type { RateLimiter } from "../../lib/rate-limit.js";
import { type IdentityError, identityErrors, mapSignUpError } from "./identity-errors.js";
import { isKnownDevice } from "./known-device.js";

export interface IdentityDeps {
  config: Pick<Config, "publicUrl" | "authSecret">;
  db: Db;
  limiter: RateLimiter;
}

/** What an endpoint's checks know about the call besides its body. */
export interface IdentityCall {
  ip: string;
  cookie: string | null;
}

type Body = Record<string, unknown>;
type Limit = { key: string; factor?: number };

/**
 * One identity endpoint the product uses. Everything better-auth offers that is not in this table answers
 * 404. Adding an endpoint is one entry: its method and path (better-auth's), the shared schema its body
 * must pass whatever the encoding, its rate-limit keys and any further checks.
 */
export interface IdentityEndpoint {
  method: "GET" | "POST";
  path: string;
  body?: z.ZodType<Body>;
  /** The spec's error for a refused field (by field name); other refused fields answer a generic 400. */
  fieldErrors?: Record<string, IdentityError>;
  limits?: (body: Body, call: IdentityCall) => Limit[];
  /** Runs after the body passed its schema; throws an IdentityError or returns the body to forward. */
  check?: (body: Body, call: IdentityCall) => Promise<Body | undefined>;
  /** better-auth's own error codes, mapped to the spec's catalogue. */
  mapError?: (code: string | undefined) => IdentityError | undefined;
  /** Marks the browser as a known device of the account after success. */
  remembersDevice?: boolean;
}

export class IdentityRefusal extends Error {
  constructor(
    readonly error: IdentityError,
    readonly retryAfterSeconds?: number,
  ) {
    super(error.message);
  }
}

const emailOf = (body: Body) => String(body.email ?? "");

export function identityEndpoints(deps: IdentityDeps): IdentityEndpoint[] {
  const userByEmail = async (email: string) => {
    const [row] = await deps.db
      .select({ id: users.id, banned: users.banned })
      .from(users)
      .where(eq(users.email, email))
      .limit(1);
    return row;
  };
  const secret = deps.config.authSecret ?? "";

  return [
    {
      method: "POST",
      path: "/sign-up/email",
      body: signUpBodySchema,
      fieldErrors: { email: identityErrors.signUpInvalidEmail, image: identityErrors.invalidPhoto },
      limits: (body, call) => [{ key: `sign-up:ip:${call.ip}` }, { key: `sign-up:email:${emailOf(body)}` }],
      mapError: mapSignUpError,
      remembersDevice: true,
    },
    {
      method: "POST",
      path: "/sign-in/email",
      body: signInBodySchema,
      fieldErrors: { email: identityErrors.signInInvalidEmail },
      // Brute force stays bounded per address, per address and account, and per account; the per-account
      // count skips browsers that signed in to the account before (issue: no lockout handed to attackers).
      limits: (body, call) => [
        { key: `sign-in:ip:${call.ip}`, factor: 5 },
        { key: `sign-in:ip-email:${call.ip}:${emailOf(body)}` },
        ...(isKnownDevice(call.cookie, emailOf(body), secret)
          ? []
          : [{ key: `sign-in:email:${emailOf(body)}`, factor: 5 }]),
      ],
      check: async (body) => {
        const user = await userByEmail(emailOf(body));
        if (!user) throw new IdentityRefusal(identityErrors.userNotFound);
        if (user.banned) throw new IdentityRefusal(identityErrors.disabled);
        return undefined;
      },
      mapError: (code) => (code === "INVALID_EMAIL_OR_PASSWORD" ? identityErrors.wrongPassword : undefined),
      remembersDevice: true,
    },
    { method: "POST", path: "/sign-in/social", body: socialSignInBodySchema },
    { method: "GET", path: "/callback/:id" },
    { method: "POST", path: "/sign-out", body: emptyBodySchema },
    { method: "GET", path: "/get-session" },
    {
      method: "POST",
      path: "/request-password-reset",
      body: requestPasswordResetBodySchema,
      fieldErrors: { email: identityErrors.resetInvalidEmail },
      limits: (body, call) => [
        { key: `password-reset:ip:${call.ip}` },
        { key: `password-reset:email:${emailOf(body)}` },
      ],
      check: async (body) => {
        if (!(await userByEmail(emailOf(body)))) throw new IdentityRefusal(identityErrors.resetUserNotFound);
        // The link in the mail always leads to this product's own reset page.
        return { email: body.email, redirectTo: `${deps.config.publicUrl}/reset-password` };
      },
    },
    { method: "GET", path: "/reset-password/:token" },
    {
      method: "POST",
      path: "/reset-password",
      body: resetPasswordBodySchema,
      limits: (_body, call) => [{ key: `reset-password:ip:${call.ip}` }],
      mapError: (code) =>
        code === "PASSWORD_TOO_SHORT" || code === "PASSWORD_TOO_LONG" ? identityErrors.weakPassword : undefined,
    },
    {
      method: "POST",
      path: "/update-user",
      body: updateUserBodySchema,
      fieldErrors: { image: identityErrors.invalidPhoto },
      limits: (_body, call) => [{ key: `update-user:ip:${call.ip}` }],
    },
    { method: "GET", path: "/error" },
    { method: "GET", path: "/ok" },
  ];
}

/** `/reset-password/:token` -> a pattern matching the concrete paths of that endpoint. */
export function pathPattern(path: string): RegExp {
  const source = path
    .split("/")
    .map((segment) => (segment.startsWith(":") ? "[\\w-]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${source}$`);
}
