/** Signs in as a seeded user through the identity service and exchanges the session for a bearer token. */
export async function bearerToken(base: string, email: string, password: string): Promise<string> {
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    // The identity service refuses credential posts without an Origin it trusts (CSRF protection).
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (!signIn.ok) throw new Error(`sign-in of ${email} failed: ${signIn.status} ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const jwt = await fetch(`${base}/api/jwt`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie, origin: base },
    body: JSON.stringify({ email }),
  });
  if (!jwt.ok) throw new Error(`token for ${email} failed: ${jwt.status}`);
  return ((await jwt.json()) as { token: string }).token;
}
