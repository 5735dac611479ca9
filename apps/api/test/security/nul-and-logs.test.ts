import { Writable } from "node:stream";
import { messages } from "@classwise/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.js";
import { logSafeError } from "../../src/lib/log-safe-error.js";
import { createTestApp, createTestDatabase, createUser, type TestContext, testConfig } from "../helpers/index.js";

const SECRET_EMAIL = "private.person@example.test";
const SECRET_TEXT = "my confidential submission text";

describe("NUL characters and logged errors (issue 9 item 5)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  it("refuses NUL in a query, a path parameter or a JSON string with 400, visitors included", async () => {
    const cases = [
      { method: "GET" as const, url: "/api/classes?search=%00" },
      { method: "GET" as const, url: "/api/classes?search=abc%00def" },
      { method: "GET" as const, url: "/api/classes/%00" },
      { method: "GET" as const, url: "/api/teaching-evaluations?minRating=%00" },
    ];
    for (const request of cases) {
      const res = await ctx.app.inject(request);
      expect(res.statusCode, request.url).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: messages.api.nulCharacter });
    }
    const student = await createUser(ctx);
    const bodies = [
      { url: "/api/users", payload: { name: "bad\u0000name" } },
      { url: "/api/teacher-applications", payload: { title: "x\u0000", experience: "beginner", category: "x" } },
      { url: "/api/submissions", payload: { assignmentId: "a", submissionText: ["\u0000"] } },
      { url: "/api/users", payload: { "key\u0000": "value" } },
    ];
    for (const body of bodies) {
      const res = await ctx.app.inject({
        method: "POST",
        url: body.url,
        headers: student.headers,
        payload: body.payload,
      });
      expect(res.statusCode, body.url).toBe(400);
    }
    // The guard still answers first: a visitor with a NUL body gets 401.
    const visitor = await ctx.app.inject({ method: "POST", url: "/api/users", payload: { name: "\u0000" } });
    expect(visitor.statusCode).toBe(401);
  });

  it("never logs the bound parameters of a failed query", async () => {
    let failure: unknown;
    try {
      await ctx.db.execute(sql`select ${SECRET_EMAIL}::int, ${SECRET_TEXT}::int`);
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeDefined();
    expect(String((failure as Error).message)).toContain(SECRET_EMAIL); // what a raw log line would carry
    const logged = JSON.stringify(logSafeError(failure));
    expect(logged).not.toContain(SECRET_EMAIL);
    expect(logged).not.toContain(SECRET_TEXT);
    expect(logged).toContain("22P02");
  });

  it("the error handler logs a failed request without them, and answers without a stack trace", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const database = await createTestDatabase();
    const app = await buildApp(testConfig({ logLevel: "info" }), { database, skipMigrations: true, logStream: stream });
    app.get("/api/failing-query", { config: { access: "public" } }, async () => {
      await app.database.db.execute(sql`select ${SECRET_EMAIL}::int, ${SECRET_TEXT}::int`);
      return { success: true };
    });
    try {
      const res = await app.inject({ method: "GET", url: "/api/failing-query" });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ success: false, message: messages.api.internal, code: "INTERNAL" });
      const log = lines.join("");
      expect(log).toContain("request failed");
      expect(log).not.toContain(SECRET_EMAIL);
      expect(log).not.toContain(SECRET_TEXT);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
