import type { TestContext } from "../helpers/index.js";

/** Cookie header built from a response's Set-Cookie headers. */
export function cookiesOf(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((cookie) => cookie.split(";")[0]).join("; ");
}

export async function signUp(ctx: TestContext, body: Record<string, unknown>) {
  return ctx.app.inject({ method: "POST", url: "/api/auth/sign-up/email", payload: body });
}

export async function signIn(ctx: TestContext, email: string, password: string) {
  return ctx.app.inject({ method: "POST", url: "/api/auth/sign-in/email", payload: { email, password } });
}

/** Signs in and exchanges the session cookie for a bearer token, as the web app does. */
export async function signInWithToken(ctx: TestContext, email: string, password: string) {
  const res = await signIn(ctx, email, password);
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const cookie = cookiesOf(res.headers["set-cookie"]);
  const jwt = await ctx.app.inject({ method: "POST", url: "/api/jwt", headers: { cookie }, payload: { email } });
  if (jwt.statusCode !== 200) throw new Error(`jwt failed: ${jwt.statusCode} ${jwt.body}`);
  const token = (jwt.json() as { token: string }).token;
  return { cookie, token, headers: { authorization: `Bearer ${token}` } };
}
