import { messages } from "@classwise/shared";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyRouteDefaults } from "../../src/plugins/route-defaults.js";
import { postClass, validClassBody } from "../class-management/support.js";
import { createTestApp, createUser, type TestContext } from "../helpers/index.js";

/** A bare scope with the API's route defaults, to see which declarations it refuses at start. */
async function startWith(route: { method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"; config: object }) {
  const app = Fastify();
  app.decorate("apiRoutes", []);
  applyRouteDefaults(app);
  // Hidden: this bare scope has no zod serialiser for the error responses the defaults add.
  app.route({ url: "/x", schema: { hide: true }, handler: async () => ({}), ...route });
  try {
    await app.ready();
  } finally {
    await app.close();
  }
}

describe("rate limits on write routes (issue 22)", () => {
  it("refuses to start with a write route that declares no rate limit, as one without access", async () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"] as const) {
      await expect(startWith({ method, config: { access: "public" } })).rejects.toThrow(/declares no config.rateLimit/);
    }
    await expect(startWith({ method: "POST", config: {} })).rejects.toThrow(/declares no config.access/);
  });

  it("starts with a limited write route and an unlimited read route", async () => {
    await expect(
      startWith({ method: "POST", config: { access: "public", rateLimit: { bucket: "x", per: "ip" } } }),
    ).resolves.toBeUndefined();
    await expect(startWith({ method: "GET", config: { access: "public" } })).resolves.toBeUndefined();
  });

  describe("class creation, per teacher", () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp({ rateLimit: { max: 3, windowSeconds: 60 } });
    });
    afterAll(async () => ctx.close());

    it("answers 429 with Retry-After past the limit, and another teacher still adds classes", async () => {
      const teacher = await createUser(ctx, { role: "teacher" });
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await postClass(ctx, teacher.headers, validClassBody())).statusCode);
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
      const refused = await postClass(ctx, teacher.headers, validClassBody());
      expect(refused.json()).toMatchObject({ success: false, code: "RATE_LIMITED", message: messages.api.rateLimited });
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);

      const other = await createUser(ctx, { role: "teacher" });
      expect((await postClass(ctx, other.headers, validClassBody())).statusCode).toBe(201);
    });
  });
});
