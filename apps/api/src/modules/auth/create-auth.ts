import { PASSWORD_MAX, PASSWORD_MIN } from "@classwise/shared";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import { accounts, sessions, users, verifications } from "../../db/schema.js";
import { trustedOriginsFor } from "../../lib/trusted-origins.js";
import type { MailProvider } from "../../providers/mail/index.js";
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
export function createAuth(config: Config, db: Db, mail: MailProvider) {
  const oidc = !config.google && config.oidc ? config.oidc : undefined;
  return betterAuth({
    appName: "Classwise",
    logger: { disabled: config.logLevel === "silent", level: "error" },
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
      ipAddress: config.trustProxy ? { ipAddressHeaders: ["x-forwarded-for"] } : { ipAddressHeaders: [] },
    },
    // The API applies its own limits (per address and per email, shared across processes).
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
