import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClass, createTestApp, createUser, type TestContext, type TestUser } from "../helpers/index.js";

/** The in-process cache of visitors' public reads (docs/decisions/0015-public-cache.md). */
describe("public read cache", () => {
  let ctx: TestContext;
  let admin: TestUser;
  let teacher: TestUser;

  beforeAll(async () => {
    ctx = await createTestApp({ publicCacheSeconds: 60 });
    admin = await createUser(ctx, { role: "admin" });
    teacher = await createUser(ctx, { role: "teacher" });
    await createClass(ctx, teacher, { title: "Cached class one" });
  });
  afterAll(async () => ctx.close());

  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: "GET", url, headers });

  it("answers a repeated visitor read from memory, with the same body and an ETag", async () => {
    const first = await get("/api/classes?page=1&limit=10");
    const second = await get("/api/classes?page=1&limit=10");
    expect(first.headers["x-cache"]).toBe("miss");
    expect(second.headers["x-cache"]).toBe("hit");
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    const revalidated = await get("/api/classes?page=1&limit=10", { "if-none-match": String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe("");
  });

  it("sends the compressed body a browser asks for", async () => {
    await get("/api/popular-classes");
    const res = await ctx.app.inject({
      method: "GET",
      url: "/api/popular-classes",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(res.headers["x-cache"]).toBe("hit");
    expect(res.headers["content-encoding"]).toBe("br");
    const body = JSON.parse(brotliDecompressSync(res.rawPayload).toString("utf8"));
    expect(body.success).toBe(true);
  });

  it("shows an approved class at once: the admin's decision clears the catalogue", async () => {
    const pending = await createClass(ctx, teacher, { title: "Cached class two", status: "pending" });
    const before = (await get("/api/classes?page=1&limit=20")).json();
    expect(before.classes.map((c: { title: string }) => c.title)).not.toContain("Cached class two");
    const review = await ctx.app.inject({
      method: "PATCH",
      url: `/api/classes/${pending.id}`,
      headers: admin.headers,
      payload: { status: "approved" },
    });
    expect(review.statusCode, review.body).toBe(200);
    const after = await get("/api/classes?page=1&limit=20");
    expect(after.headers["x-cache"]).toBe("miss");
    expect(after.json().classes.map((c: { title: string }) => c.title)).toContain("Cached class two");
  });

  it("never serves an admin's or a signed-in caller's personal answer from it", async () => {
    await createClass(ctx, teacher, { title: "Awaiting review", status: "pending" });
    await get("/api/classes?page=1&limit=50");
    const asAdmin = await get("/api/classes?page=1&limit=50", admin.headers);
    expect(asAdmin.headers["x-cache"]).toBeUndefined();
    expect(asAdmin.json().classes.map((c: { title: string }) => c.title)).toContain("Awaiting review");

    const item = await createClass(ctx, teacher, { title: "Details class" });
    const student = await createUser(ctx);
    await get(`/api/classes/${item.id}`);
    const visitorHit = await get(`/api/classes/${item.id}`);
    expect(visitorHit.headers["x-cache"]).toBe("hit");
    expect(visitorHit.json().class.isEnrolled).toBeUndefined();
    const signedIn = await get(`/api/classes/${item.id}`, student.headers);
    expect(signedIn.headers["x-cache"]).toBeUndefined();
    expect(signedIn.json().class.isEnrolled).toBe(false);
  });

  it("does not hide a rejected token behind a cached answer", async () => {
    await get("/api/classes?page=1&limit=5");
    const res = await get("/api/classes?page=1&limit=5", { authorization: "Bearer not-a-token" });
    expect(res.statusCode).toBe(401);
  });

  it("keeps errors out of it", async () => {
    await get("/api/classes?page=0");
    const again = await get("/api/classes?page=0");
    expect(again.statusCode).toBe(400);
    expect(again.headers["x-cache"]).toBeUndefined();
  });
});
