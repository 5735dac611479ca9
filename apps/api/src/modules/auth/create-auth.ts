import type { Db } from "@classwise/db/client";
import { accounts, classes, sessions, users, verifications } from "@classwise/db/schema";
import { PASSWORD_MAX, PASSWORD_MIN } from "@classwise/shared";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import { and, eq, ne } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.js";
import { logSafeError } from "../../lib/log-safe-error.js";
import type { RateLimiter } from "../../lib/rate-limit.js";
import { trustedOriginsFor } from "../../lib/trusted-origins.js";
import type { MailProvider } from "../../providers/mail/index.js";
import { identityHooks } from "./identity-hooks.js";
import { resetPasswordMail } from "./mail-templates.js";

export const GOOGLE_PROVIDER_ID = "google";

/** True when a Google (or any OpenID Connect) sign-in is configured. */
export function hasGoogleSignIn(config: Config): boolean {
  return Boolean(config.google || config.oidc);
}

/**
 * The identity service: better-auth owns users, sessions, accounts, password hashing, reset tokens and the
 * Google sign-in. Google itself when GOOGLE_CLIENT_ID/SECRET are set; otherwise any OpenID Connect issuer
 * (OIDC_ISSUER) stands in under the same provider id, so the web app does not need to know which.
 */
export interface AuthDeps {
  config: Config;
  db: Db;
  mail: MailProvider;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
}

export function createAuth({ config, db, mail, limiter, log }: AuthDeps) {
  const oidc = !config.google && config.oidc ? config.oidc : undefined;
  return betterAuth({
    appName: "Classwise",
    logger: {
      disabled: config.logLevel === "silent",
      level: "error",
      // Through the server's logger, errors reduced to what may be logged (no query parameters).
      log: (level, message, ...args) => {
        const details = args.map((arg) => (arg instanceof Error ? logSafeError(arg) : typeof arg));
        log[level]({ identity: details }, message);
      },
    },
    // Errors the identity service does not expect reach the API's error handler (503 when the database
    // is down, a logged 500 otherwise) instead of being printed to the console.
    onAPIError: { throw: true },
    hooks: identityHooks({ config, db, limiter }),
    databaseHooks: {
      user: {
        update: {
          // A renamed teacher's classes show the new name (classes.teacher_name is denormalised, decision 6).
          after: async (user) => {
            await db
              .update(classes)
              .set({ teacherName: user.name })
              .where(and(eq(classes.teacherId, user.id), ne(classes.teacherName, user.name)));
          },
        },
      },
    },
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    trustedOrigins: [
      ...trustedOriginsFor(config.publicUrl),
      ...(config.env === "development" ? ["http://localhost:5173"] : []),
    ],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    advanced: {
      database: { generateId: "uuid" },
      cookiePrefix: "classwise",
      useSecureCookies: config.publicUrl.startsWith("https://"),
      // The API's proxy sets x-forwarded-for to the client address Fastify derived (TRUST_PROXY hops).
      ipAddress: { ipAddressHeaders: ["x-forwarded-for"] },
    },
    // The API applies its own limits (identity-endpoints.ts, counters shared across processes).
    rateLimit: { enabled: false },
    user: {
      additionalFields: {
        role: { type: "string", required: false, defaultValue: "student", input: false },
        banned: { type: "boolean", required: false, defaultValue: false, input: false },
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24, cookieCache: { enabled: false } },
    account: { accountLinking: { enabled: true, trustedProviders: [GOOGLE_PROVIDER_ID] } },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      async sendResetPassword({ user, url }) {
        await mail.send(resetPasswordMail(user.email, user.name, url));
      },
    },
    ...(config.google
      ? {
          socialProviders: {
            google: {
              clientId: config.google.clientId,
              clientSecret: config.google.clientSecret,
              prompt: "select_account" as const,
            },
          },
        }
      : {}),
    plugins: oidc
      ? [
          genericOAuth({
            config: [
              {
                providerId: GOOGLE_PROVIDER_ID,
                name: "Google",
                discoveryUrl: `${oidc.issuer.replace(/\/$/, "")}/.well-known/openid-configuration`,
                clientId: oidc.clientId,
                clientSecret: oidc.clientSecret,
                scopes: ["openid", "email", "profile"],
                pkce: true,
              },
            ],
          }),
        ]
      : [],
  });
}

export type Auth = ReturnType<typeof createAuth>;
