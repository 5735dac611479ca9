import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trustedOriginsFor } from "../../src/lib/trusted-origins.js";
import { createTestApp, type TestContext } from "../helpers/index.js";

describe("trustedOriginsFor", () => {
  it("accepts the loopback aliases of a loopback URL, on the same scheme and port", () => {
    expect(trustedOriginsFor("http://localhost:3000")).toEqual([
      "http://localhost:3000",
      "http://127.0.0.1:3000",
      "http://[::1]:3000",
    ]);
    expect(trustedOriginsFor("http://127.0.0.1:8080/")).toEqual([
      "http://localhost:8080",
      "http://127.0.0.1:8080",
      "http://[::1]:8080",
    ]);
  });

  it("accepts any other host exactly as configured", () => {
    expect(trustedOriginsFor("https://classes.example.org")).toEqual(["https://classes.example.org"]);
  });
});

describe("the identity service's trusted origins", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ publicUrl: "http://localhost:3000" });
  });
  afterAll(async () => ctx.close());

  // The origin check itself is off under NODE_ENV=test (better-auth's default), so the end-to-end suite,
  // which runs the production build, signs in through an alias; here the wiring of the list is checked.
  it("include the loopback aliases of PUBLIC_URL and nothing wider", async () => {
    const context = await ctx.app.auth.$context;
    expect(context.trustedOrigins).toEqual(
      expect.arrayContaining(["http://localhost:3000", "http://127.0.0.1:3000", "http://[::1]:3000"]),
    );
    expect(context.isTrustedOrigin("http://127.0.0.1:4000")).toBe(false);
    expect(context.isTrustedOrigin("http://evil.example")).toBe(false);
  });
});
