/**
 * The identity service's client: the few calls the app makes to the endpoints better-auth mounts at /api/auth
 * (the server's identity module), as plain requests. A call answers `{ data, error }`: the JSON body on success,
 * or the service's `code` and `message` on a refusal. A network failure rejects, as `fetch` does.
 */
export interface IdentityResult<T> {
  data: T | null;
  error: { code?: string | undefined; message?: string | undefined; status: number } | null;
}

async function post<T>(path: string, body: Record<string, unknown> = {}): Promise<IdentityResult<T>> {
  const response = await fetch(`/api/auth${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    credentials: "same-origin",
    body: JSON.stringify(body),
  });
  const payload = (await response.json().catch(() => null)) as (T & { code?: string; message?: string }) | null;
  if (!response.ok) {
    return {
      data: null,
      error: { code: payload?.code, message: payload?.message ?? response.statusText, status: response.status },
    };
  }
  return { data: payload, error: null };
}

interface SignedInBody {
  user?: { id: string; email: string; name: string; image?: string | null };
}

export const authClient = {
  signUp: {
    email: (body: { name: string; email: string; password: string; image?: string }) =>
      post<SignedInBody>("/sign-up/email", body),
  },
  signIn: {
    email: (body: { email: string; password: string }) => post<SignedInBody>("/sign-in/email", body),
    /** Asks for the provider's sign-in page and leaves for it. */
    async social(body: { provider: string; callbackURL: string; errorCallbackURL: string }) {
      const result = await post<{ url?: string }>("/sign-in/social", body);
      if (result.data?.url) window.location.href = result.data.url;
      return result;
    },
  },
  requestPasswordReset: (body: { email: string; redirectTo: string }) => post("/request-password-reset", body),
  resetPassword: (body: { token: string; newPassword: string }) => post("/reset-password", body),
  signOut: () => post("/sign-out"),
};

/** Provider id of the Google (OpenID Connect) sign-in configured on the server. */
export const GOOGLE_PROVIDER_ID = "google";
