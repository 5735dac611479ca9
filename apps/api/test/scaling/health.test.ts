import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../helpers/index.js";

/** A database that never answers: what a hung PostgreSQL (or a pool with every connection stuck) looks like. */
const hang = () => new Promise<void>(() => {});

describe("health: liveness and readiness", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ healthTimeoutMs: 200 });
  });
  afterAll(async () => ctx.close());

  const get = (url: string) => ctx.app.inject({ method: "GET", url });

  it("answers live without touching the database", async () => {
    const ping = ctx.app.database.ping;
    ctx.app.database.ping = hang;
    try {
      const res = await get("/api/health/live");
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, status: "ok", version: expect.any(String) });
    } finally {
      ctx.app.database.ping = ping;
    }
  });

  it("answers ready with the database reachable and the migrations applied", async () => {
    const res = await get("/api/health/ready");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      status: "ready",
      database: "ok",
      migrations: "current",
      draining: false,
    });
  });

  it("answers 503 instead of hanging when the database does not answer, on /health and /health/ready", async () => {
    const ping = ctx.app.database.ping;
    ctx.app.database.ping = hang;
    try {
      const [health, ready] = await Promise.all([get("/api/health"), get("/api/health/ready")]);
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ success: false, status: "unavailable", database: "unreachable" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ success: false, status: "not-ready", database: "unreachable" });
    } finally {
      ctx.app.database.ping = ping;
    }
  });

  it("answers 503 while draining, and closes each connection, while still serving requests", async () => {
    ctx.app.lifecycle.draining = true;
    try {
      const ready = await get("/api/health/ready");
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: "not-ready", database: "ok", draining: true });
      const served = await get("/api/classes?page=1&limit=1");
      expect(served.statusCode).toBe(200);
      expect(served.headers.connection).toBe("close");
    } finally {
      ctx.app.lifecycle.draining = false;
    }
  });
});

describe("health: a database behind this version", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    // A restored older backup: the newest migration is not recorded.
    await ctx.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
  });
  afterAll(async () => ctx.close());

  it("is not ready while a migration is missing", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/health/ready" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: "not-ready", database: "ok", migrations: "pending", draining: false });
  });
});
