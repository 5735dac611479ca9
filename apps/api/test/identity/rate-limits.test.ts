import { messages } from "@classwise/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUser, type TestContext } from "../helpers/index.js";
import { cookiesOf, signIn } from "./helpers.js";

describe("rate limits", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ rateLimit: { max: 5, windowSeconds: 60 } });
  });
  afterAll(async () => ctx.close());

  it("lets a burst of 50 parallel wrong passwords through no more than the limit", async () => {
    const user = await createUser(ctx);
    const results = await Promise.all(Array.from({ length: 50 }, () => signIn(ctx, user.email, "wrong-password")));
    const tried = results.filter((res) => res.statusCode === 401).length;
    const limited = results.filter((res) => res.statusCode === 429);
    expect(tried).toBeLessThanOrEqual(5);
    expect(tried + limited.length).toBe(50);
    expect(limited[0]?.json()).toMatchObject({ code: "RATE_LIMITED", message: messages.login.tooManyRequests });
    expect(limited[0]?.headers["retry-after"]).toBeDefined();
    // the right password is refused too while the window lasts: the limit counts attempts, not failures
    expect((await signIn(ctx, user.email, user.password)).statusCode).toBe(429);
  });

  it("counts per email across addresses, without locking the account's known devices out", async () => {
    const user = await createUser(ctx);
    // A browser that signed in before carries the known-device cookie.
    const earlier = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: user.email, password: user.password },
      remoteAddress: "10.0.3.1",
    });
    expect(earlier.statusCode).toBe(200);
    const knownDevice = cookiesOf(earlier.headers["set-cookie"]);
    expect(knownDevice).toContain("classwise.known_device=");
    // 25 wrong passwords (5 x RATE_LIMIT_MAX), each from another address: the per-email budget is spent.
    for (let i = 0; i < 25; i++) {
      await ctx.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        payload: { email: user.email, password: "wrong-password" },
        remoteAddress: `10.0.1.${i + 1}`,
      });
    }
    const fromNewDevice = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: user.email, password: user.password },
      remoteAddress: "10.0.2.99",
    });
    expect(fromNewDevice.statusCode).toBe(429);
    const fromKnownDevice = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { cookie: knownDevice },
      payload: { email: user.email, password: user.password },
      remoteAddress: "10.0.2.100",
    });
    expect(fromKnownDevice.statusCode, fromKnownDevice.body).toBe(200);
  });
});
