import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../helpers/index.js";

describe("API shell", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  it("reports health with the database reachable and the version", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, status: "ok", database: "ok", version: expect.any(String) });
    expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers unknown API routes with a JSON 404 in the error envelope", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/x" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toContain("application/json");
    expect(res.json()).toEqual({ success: false, message: "Route not found", code: "NOT_FOUND" });
  });

  it("sets security headers", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/health" });
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });

  it("sets the same security headers on every kind of answer, errors and refusals included", async () => {
    const expected = {
      "content-security-policy": expect.stringContaining("frame-ancestors 'none'"),
      "cross-origin-opener-policy": "same-origin",
      "cross-origin-resource-policy": "same-origin",
      "referrer-policy": "no-referrer",
      "x-content-type-options": "nosniff",
      "x-frame-options": "SAMEORIGIN",
    };
    const answers = await Promise.all([
      ctx.app.inject({ method: "GET", url: "/api/health" }),
      ctx.app.inject({ method: "GET", url: "/api/x" }),
      ctx.app.inject({ method: "GET", url: "/api/classes?page=0" }),
      ctx.app.inject({ method: "GET", url: "/api/users", headers: { authorization: "Bearer not-a-token" } }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 404, 400, 401]);
    for (const res of answers) expect(res.headers).toMatchObject(expected);
    // Nothing of helmet's left out, nothing announced that should not be.
    expect(answers[0]?.headers["strict-transport-security"]).toBeUndefined();
    expect(answers[0]?.headers["x-powered-by"]).toBeUndefined();
  });

  it("lets pages frame the two privacy-mode video players and nothing else", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/health" });
    const policy = String(res.headers["content-security-policy"]);
    const frameSrc = policy.split(";").find((directive) => directive.trim().startsWith("frame-src"));
    expect(frameSrc?.trim()).toBe("frame-src https://www.youtube-nocookie.com https://player.vimeo.com");
  });

  it("serves the OpenAPI document generated from the route schemas", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths).toHaveProperty("/api/health");
  });

  it("rejects malformed JSON with a 400 in the error envelope", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/health",
      headers: { "content-type": "application/json" },
      payload: "{bad json",
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({ success: false });
  });
});
