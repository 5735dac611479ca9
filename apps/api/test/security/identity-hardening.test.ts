import fs from "node:fs";
import path from "node:path";
import { classes, users } from "@classwise/db/schema";
import { messages } from "@classwise/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClass, createTestApp, createUser, type TestContext } from "../helpers/index.js";
import { signIn, signInWithToken } from "../identity/helpers.js";

const form = (body: Record<string, string>) => new URLSearchParams(body).toString();

describe("identity endpoints (issue 9 items 1, 2, 6, 7)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ rateLimit: { max: 10, windowSeconds: 60 } });
  });
  afterAll(async () => ctx.close());

  it("refuses form-encoded identity bodies at the API (415), and nothing is created", async () => {
    const email = "form-signup@example.test";
    for (const url of ["/api/auth/sign-up/email", "/api/auth/sign-in/email"]) {
      const res = await ctx.app.inject({
        method: "POST",
        url,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: form({ name: "x".repeat(300_000), email, password: "password-123" }),
      });
      expect(res.statusCode).toBe(415);
    }
    expect(await ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it("validates every identity body with the shared schemas whatever its encoding", async () => {
    // Straight into the identity service, as a form post: its own hooks still apply the table.
    const direct = (path: string, body: Record<string, string>) =>
      ctx.app.auth.handler(
        new Request(`${ctx.config.publicUrl}/api/auth${path}`, {
          method: "POST",
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            origin: ctx.config.publicUrl,
            "x-forwarded-for": "198.51.100.4",
          },
          body: form(body),
        }),
      );
    const longName = await direct("/sign-up/email", {
      name: "x".repeat(300_000),
      email: "long-name@example.test",
      password: "password-123",
    });
    expect(longName.status).toBe(400);
    expect(await longName.json()).toMatchObject({
      code: "VALIDATION_FAILED",
      message: messages.validation.nameTooLong,
    });
    const badPhoto = await direct("/sign-up/email", {
      name: "P",
      email: "bad-photo@example.test",
      password: "password-123",
      image: "javascript:alert(1)",
    });
    expect(badPhoto.status).toBe(400);
    const unknown = await direct("/sign-in/email", { email: "nobody-form@example.test", password: "password-123" });
    expect(unknown.status).toBe(404);
    const banned = await createUser(ctx, { banned: true });
    const disabled = await direct("/sign-in/email", { email: banned.email, password: banned.password });
    expect(disabled.status).toBe(403);
    for (const email of ["long-name@example.test", "bad-photo@example.test"]) {
      expect(await ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    }
  });

  it("refuses a 300,000-character name on sign-up", async () => {
    const huge = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      payload: { name: "n".repeat(300_000), email: "huge@example.test", password: "password-123" },
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toMatchObject({ message: messages.validation.nameTooLong });
    expect(await ctx.db.select().from(users).where(eq(users.email, "huge@example.test"))).toHaveLength(0);
  });

  it("takes the client address from the proxy hop count, so a forged X-Forwarded-For does not reset limits", async () => {
    const behindProxy = await createTestApp({ trustProxy: 1, rateLimit: { max: 10, windowSeconds: 60 } });
    try {
      const user = await createUser(behindProxy);
      const attempt = (password: string, i: number) =>
        behindProxy.app.inject({
          method: "POST",
          url: "/api/auth/sign-in/email",
          // The client wrote the left-most entry; the proxy appended the address it really saw.
          headers: { "x-forwarded-for": `10.9.${i % 250}.1, 203.0.113.7` },
          payload: { email: user.email, password },
        });
      const statuses: number[] = [];
      for (let i = 0; i < 40; i++) statuses.push((await attempt("wrong-password", i)).statusCode);
      expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
      expect((await attempt(user.password, 41)).statusCode).toBe(429);
    } finally {
      await behindProxy.close();
    }
  });

  it("update-user: bounded name, http(s) photo only, and the new name follows onto the teacher's classes", async () => {
    const teacher = await createUser(ctx, { role: "teacher", name: "Before Rename" });
    const item = await createClass(ctx, teacher);
    const { cookie } = await signInWithToken(ctx, teacher.email, teacher.password);
    const update = (payload: object) =>
      ctx.app.inject({ method: "POST", url: "/api/auth/update-user", headers: { cookie }, payload });
    expect((await update({ name: "n".repeat(933_000) })).statusCode).toBe(400);
    expect((await update({ image: "javascript:alert(document.cookie)" })).statusCode).toBe(400);
    const [stored] = await ctx.db.select().from(users).where(eq(users.id, teacher.id));
    expect(stored?.name).toBe("Before Rename");
    expect(stored?.image).toBeNull();
    const renamed = await update({ name: "After Rename", image: "https://img.example.test/me.png" });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const [row] = await ctx.db.select().from(classes).where(eq(classes.id, item.id));
    expect(row?.teacherName).toBe("After Rename");
  });

  it("keeps change-password closed and revokes every session's bearer token on a password reset", async () => {
    const user = await createUser(ctx);
    const first = await signInWithToken(ctx, user.email, user.password);
    const second = await signInWithToken(ctx, user.email, user.password);
    const change = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/change-password",
      headers: { cookie: first.cookie },
      payload: { currentPassword: user.password, newPassword: "another-password-1", revokeOtherSessions: false },
    });
    expect(change.statusCode).toBe(404);
    expect((await signIn(ctx, user.email, user.password)).statusCode).toBe(200);

    await ctx.app.inject({ method: "POST", url: "/api/auth/request-password-reset", payload: { email: user.email } });
    const token = await latestResetToken(ctx);
    const reset = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, newPassword: "a-brand-new-password" },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    for (const session of [first, second]) {
      const me = await ctx.app.inject({ method: "GET", url: `/api/users/${user.id}`, headers: session.headers });
      expect(me.statusCode).toBe(401);
    }
  });
});

async function latestResetToken(ctx: TestContext): Promise<string> {
  const outbox = path.join(ctx.config.dataDir, "outbox");
  const newest = fs
    .readdirSync(outbox)
    .map((name) => path.join(outbox, name))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)[0];
  const mail = fs
    .readFileSync(newest ?? "", "utf8")
    .replace(/=\r?\n/g, "")
    .replace(/=3D/g, "=");
  const token = mail.match(/reset-password\/([\w-]+)/)?.[1];
  if (!token) throw new Error("no reset link in the newest mail");
  return token;
}
