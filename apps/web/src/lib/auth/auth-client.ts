import { createAuthClient } from "better-auth/client";

/** The identity service's client (better-auth, mounted by the API at /api/auth). */
export const authClient = createAuthClient({
  baseURL: typeof window === "undefined" ? "http://localhost" : window.location.origin,
  basePath: "/api/auth",
});

/** Provider id of the Google (OpenID Connect) sign-in configured on the server. */
export const GOOGLE_PROVIDER_ID = "google";
