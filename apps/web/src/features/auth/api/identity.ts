import { authClient, GOOGLE_PROVIDER_ID } from "../../../lib/auth/auth-client";
import { api } from "../../../lib/contract-call";
import { paths } from "../../../lib/paths";
import { IdentityError } from "./identity-errors";

type Result = { error: { code?: string | undefined; message?: string | undefined } | null };

export interface SignedInUser {
  id: string;
  email: string;
  name: string;
  image?: string | null | undefined;
}

function unwrap(result: Result) {
  if (result.error) throw new IdentityError(result.error.code, result.error.message ?? "Request failed");
}

function userOf(result: Result & { data?: { user?: SignedInUser } | null }): SignedInUser {
  unwrap(result);
  const user = result.data?.user;
  if (!user) throw new IdentityError(undefined, "No user in the identity response");
  return user;
}

export async function signUpWithEmail(input: { name: string; email: string; password: string; photoURL: string }) {
  const result = await authClient.signUp.email({
    name: input.name.trim(),
    email: input.email.trim(),
    password: input.password,
    ...(input.photoURL.trim() ? { image: input.photoURL.trim() } : {}),
  });
  return userOf(result);
}

export async function signInWithEmail(input: { email: string; password: string }) {
  return userOf(await authClient.signIn.email({ email: input.email.trim(), password: input.password }));
}

/** Starts the Google (OpenID Connect) sign-in; the browser leaves for the provider and comes back to /auth/callback. */
export async function signInWithGoogle(mode: "login" | "register", from: string) {
  const back = (extra: string) => `/auth/callback?mode=${mode}&from=${encodeURIComponent(from)}${extra}`;
  unwrap(
    await authClient.signIn.social({
      provider: GOOGLE_PROVIDER_ID,
      callbackURL: back(""),
      errorCallbackURL: back("&error=1"),
    }),
  );
}

export async function requestPasswordReset(email: string) {
  unwrap(await authClient.requestPasswordReset({ email: email.trim(), redirectTo: paths.resetPassword }));
}

export async function resetPassword(token: string, newPassword: string) {
  unwrap(await authClient.resetPassword({ token, newPassword }));
}

/** The caller's user record, saved after register or Google sign-in (product §7): name falls back to the display name. */
export function saveOwnUserRecord(input: { uid: string; name: string | null; email: string; photoURL: string | null }) {
  return api("POST /users", {
    body: { uid: input.uid, name: input.name ?? "", email: input.email, photoURL: input.photoURL ?? "" },
  });
}
