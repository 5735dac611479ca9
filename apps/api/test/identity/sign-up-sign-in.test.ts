import { messages } from "@classwise/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUser, type TestContext } from "../helpers/index.js";
import { cookiesOf, signIn, signInWithToken, signUp } from "./helpers.js";

describe("sign-up and sign-in", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  it("registers a student with name, email, password and photo, and signs them in", async () => {
    const res = await signUp(ctx, {
      name: "Nora Newcomer",
      email: "Nora@Example.test",
      password: "correct-horse",
      image: "https://img.example.test/nora.png",
    });
    expect(res.statusCode).toBe(200);
    expect(cookiesOf(res.headers["set-cookie"])).toContain("classwise.session_token=");
    const { headers } = await signInWithToken(ctx, "nora@example.test", "correct-horse");
    const me = await ctx.app.inject({ method: "POST", url: "/api/users", headers, payload: {} });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({
      name: "Nora Newcomer",
      email: "nora@example.test",
      photoURL: "https://img.example.test/nora.png",
      role: "student",
    });
  });

  it("never takes the role from the sign-up body", async () => {
    const res = await signUp(ctx, {
      name: "Mallory",
      email: "mallory@example.test",
      password: "password-123",
      role: "admin",
    });
    expect(res.statusCode).toBe(200);
    const { headers } = await signInWithToken(ctx, "mallory@example.test", "password-123");
    const me = await ctx.app.inject({ method: "POST", url: "/api/users", headers, payload: { role: "admin" } });
    expect(me.json().user.role).toBe("student");
  });

  it("maps a taken email to the spec's text with 409", async () => {
    const existing = await createUser(ctx);
    const res = await signUp(ctx, { name: "Dup", email: existing.email.toUpperCase(), password: "password-123" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, code: "EMAIL_IN_USE", message: messages.register.emailInUse });
  });

  it("rejects a short password as weak and an invalid email", async () => {
    const weak = await signUp(ctx, { name: "W", email: "weak@example.test", password: "short" });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ code: "WEAK_PASSWORD", message: messages.register.weakPassword });
    const tooLong = await signUp(ctx, { name: "W", email: "long@example.test", password: "x".repeat(129) });
    expect(tooLong.json()).toMatchObject({ code: "WEAK_PASSWORD" });
    const invalid = await signUp(ctx, { name: "I", email: "not-an-email", password: "password-123" });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: "INVALID_EMAIL", message: messages.register.invalidEmail });
  });

  it("rejects a photo URL that is not http(s)", async () => {
    const res = await signUp(ctx, {
      name: "P",
      email: "photo@example.test",
      password: "password-123",
      image: "javascript:alert(1)",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it("tells an unknown email from a wrong password, and rejects a malformed email", async () => {
    const user = await createUser(ctx);
    const unknown = await signIn(ctx, "nobody@example.test", "password-123");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: "USER_NOT_FOUND", message: messages.login.userNotFound });
    const wrong = await signIn(ctx, user.email, "wrong-password");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: "WRONG_PASSWORD", message: messages.login.wrongPassword });
    const malformed = await signIn(ctx, "bad@", "password-123");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: "INVALID_EMAIL", message: messages.login.invalidEmail });
    const ok = await signIn(ctx, user.email, user.password);
    expect(ok.statusCode).toBe(200);
  });

  it("refuses a disabled account", async () => {
    const user = await createUser(ctx, { banned: true });
    const res = await signIn(ctx, user.email, user.password);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: "ACCOUNT_DISABLED", message: messages.login.disabled });
    const api = await ctx.app.inject({ method: "GET", url: `/api/users/${user.id}`, headers: user.headers });
    expect(api.statusCode).toBe(401);
  });

  it("keeps identity endpoints the product does not use closed", async () => {
    const user = await createUser(ctx);
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/delete-user",
      headers: { cookie: `classwise.session_token=${user.sessionToken}` },
      payload: {},
    });
    expect(res.statusCode).toBe(404);
  });
});
