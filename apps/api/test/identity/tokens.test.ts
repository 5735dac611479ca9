import fs from "node:fs";
import path from "node:path";
import { messages } from "@classwise/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signToken } from "../../src/lib/jwt.js";
import { createTestApp, createUser, type TestContext } from "../helpers/index.js";
import { cookiesOf, signIn, signInWithToken } from "./helpers.js";

describe("bearer tokens", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  const me = (uid: string, headers: Record<string, string>) =>
    ctx.app.inject({ method: "GET", url: `/api/users/${uid}`, headers });

  it("issues a token only for the caller's live session with that email", async () => {
    const user = await createUser(ctx);
    const other = await createUser(ctx);
    const res = await signIn(ctx, user.email, user.password);
    const cookie = cookiesOf(res.headers["set-cookie"]);
    const noCookie = await ctx.app.inject({ method: "POST", url: "/api/jwt", payload: { email: user.email } });
    expect(noCookie.statusCode).toBe(401);
    const wrongEmail = await ctx.app.inject({
      method: "POST",
      url: "/api/jwt",
      headers: { cookie },
      payload: { email: other.email },
    });
    expect(wrongEmail.statusCode).toBe(401);
    const ok = await ctx.app.inject({
      method: "POST",
      url: "/api/jwt",
      headers: { cookie },
      payload: { email: user.email },
    });
    expect(ok.statusCode).toBe(200);
    const { token } = ok.json() as { token: string };
    expect((await me(user.id, { authorization: `Bearer ${token}` })).statusCode).toBe(200);
  });

  it("rejects missing, forged and expired tokens with 401", async () => {
    const user = await createUser(ctx);
    expect((await me(user.id, {})).statusCode).toBe(401);
    const forged = signToken(
      { sub: user.id, sid: user.sessionId, email: user.email },
      "another-secret-another-secret-xx",
      600,
    );
    const forgedRes = await me(user.id, { authorization: `Bearer ${forged}` });
    expect(forgedRes.statusCode).toBe(401);
    expect(forgedRes.json().message).toBe(messages.api.tokenInvalid);
    const expired = signToken(
      { sub: user.id, sid: user.sessionId, email: user.email },
      ctx.config.authSecret ?? "",
      60,
      Date.now() - 3600_000,
    );
    expect((await me(user.id, { authorization: `Bearer ${expired}` })).statusCode).toBe(401);
    expect((await me(user.id, { authorization: "Bearer not.a.token" })).statusCode).toBe(401);
  });

  it("stops working after sign-out", async () => {
    const user = await createUser(ctx);
    const { cookie, headers } = await signInWithToken(ctx, user.email, user.password);
    expect((await me(user.id, headers)).statusCode).toBe(200);
    const out = await ctx.app.inject({ method: "POST", url: "/api/auth/sign-out", headers: { cookie }, payload: {} });
    expect(out.statusCode).toBe(200);
    expect((await me(user.id, headers)).statusCode).toBe(401);
  });

  it("carries the new role on the next request after an admin changes it", async () => {
    const admin = await createUser(ctx, { role: "admin" });
    const user = await createUser(ctx);
    const listAsStudent = await ctx.app.inject({
      method: "GET",
      url: "/api/users?page=1&limit=5",
      headers: user.headers,
    });
    expect(listAsStudent.statusCode).toBe(403);
    const promote = await ctx.app.inject({
      method: "PATCH",
      url: `/api/users/${user.id}`,
      headers: admin.headers,
      payload: { role: "admin" },
    });
    expect(promote.statusCode).toBe(200);
    const listAsAdmin = await ctx.app.inject({
      method: "GET",
      url: "/api/users?page=1&limit=5",
      headers: user.headers,
    });
    expect(listAsAdmin.statusCode).toBe(200);
  });

  it("stops working after a password reset, which also mails a link to our reset page", async () => {
    const user = await createUser(ctx);
    const { headers } = await signInWithToken(ctx, user.email, user.password);
    const request = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/request-password-reset",
      payload: { email: user.email, redirectTo: "https://evil.example/steal" },
    });
    expect(request.statusCode).toBe(200);
    const outbox = path.join(ctx.config.dataDir, "outbox");
    const files = fs.readdirSync(outbox);
    const mail = files.map((f) => fs.readFileSync(path.join(outbox, f), "utf8")).find((m) => m.includes(user.email));
    expect(mail).toBeDefined();
    const link = (mail ?? "")
      .replace(/=\r?\n/g, "")
      .replace(/=3D/g, "=")
      .match(/http:\/\/localhost:3000\/api\/auth\/reset-password\/[\w-]+\?callbackURL=[^\s"<]+/)?.[0];
    expect(link).toBeDefined();
    expect(link).not.toContain("evil.example");
    const token = link?.match(/reset-password\/([\w-]+)/)?.[1];
    const reset = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, newPassword: "a-brand-new-password" },
    });
    expect(reset.statusCode).toBe(200);
    expect((await me(user.id, headers)).statusCode).toBe(401);
    expect((await signIn(ctx, user.email, user.password)).statusCode).toBe(401);
    expect((await signIn(ctx, user.email, "a-brand-new-password")).statusCode).toBe(200);
  });

  it("answers the spec's errors for password reset requests", async () => {
    const unknown = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/request-password-reset",
      payload: { email: "ghost@example.test" },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: "USER_NOT_FOUND", message: messages.forgot.userNotFound });
    const invalid = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/request-password-reset",
      payload: { email: "nope" },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: "INVALID_EMAIL", message: messages.forgot.invalidEmail });
  });
});
