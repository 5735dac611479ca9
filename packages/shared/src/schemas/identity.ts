import { z } from "zod";
import { validationMessages } from "../messages/index.js";
import { successResponse } from "./common.js";
import { BASIC_EMAIL_PATTERN } from "./patterns.js";
import { photoUrlSchema } from "./users.js";

/**
 * Bodies of the identity endpoints (better-auth at /api/auth/*), checked by the server whatever their
 * encoding before the identity service sees them. Unknown fields are dropped; the identity service
 * applies its own password length rule (PASSWORD_MIN..PASSWORD_MAX), which the API maps to the spec's
 * 'weak password' message.
 */
export const USER_NAME_MAX = 100;

/** Longer inputs are refused before hashing: a password is at most PASSWORD_MAX characters anyway. */
const passwordInput = z.string().max(1024);
const identityEmail = z.string().trim().toLowerCase().max(254).regex(BASIC_EMAIL_PATTERN);
const userName = z.string().trim().max(USER_NAME_MAX, validationMessages.nameTooLong);
const callbackPath = z.string().max(2048).optional();

export const signUpBodySchema = z.object({
  name: userName.default(""),
  email: identityEmail,
  password: passwordInput,
  image: photoUrlSchema.optional(),
  callbackURL: callbackPath,
  rememberMe: z.boolean().optional(),
});

export const signInBodySchema = z.object({
  email: identityEmail,
  password: passwordInput.min(1),
  callbackURL: callbackPath,
  rememberMe: z.boolean().optional(),
});

export const socialSignInBodySchema = z.object({
  provider: z.literal("google"),
  callbackURL: callbackPath,
  errorCallbackURL: callbackPath,
  newUserCallbackURL: callbackPath,
  disableRedirect: z.boolean().optional(),
});

export const requestPasswordResetBodySchema = z.object({
  email: identityEmail,
  redirectTo: callbackPath,
});

export const resetPasswordBodySchema = z.object({
  newPassword: passwordInput.min(1),
  token: z.string().min(1).max(512),
});

/** Profile update through the identity service (product §7: display name and photo). */
export const updateUserBodySchema = z.object({
  name: userName.min(1, validationMessages.nameRequired).optional(),
  image: z.union([photoUrlSchema, z.null()]).optional(),
});

export const emptyBodySchema = z.object({}).strip();

/** A short-lived bearer token for the caller's live session. */
export const tokenResponseSchema = successResponse({ token: z.string(), expiresIn: z.number() });

/** The public settings the web app needs: the sign-in options and the payment provider. */
export const publicConfigResponseSchema = successResponse({
  googleSignIn: z.boolean(),
  payments: z.object({ provider: z.enum(["sandbox", "stripe"]), publishableKey: z.string().nullable() }),
});
export type PublicConfig = z.infer<typeof publicConfigResponseSchema>;
