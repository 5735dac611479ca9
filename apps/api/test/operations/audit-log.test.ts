import { auditLog } from "@classwise/db/schema";
import { messages } from "@classwise/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appendAudit } from "../../src/modules/audit/append.js";
import { createClass, createTestApp, createUser, type TestContext, type TestUser } from "../helpers/index.js";
import { createApplication } from "../teacher-applications/support.js";

interface Page {
  entries: { id: string; action: string; objectId: string; actorId: string | null; address: string | null }[];
  nextCursor: string | null;
}

describe("audit log (docs/decisions/0036)", () => {
  let ctx: TestContext;
  let admin: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp({ trustProxy: 0 });
    admin = await createUser(ctx, { role: "admin" });
  });
  afterAll(async () => ctx.close());

  const page = async (query: string, as: TestUser = admin) => {
    const res = await ctx.app.inject({ method: "GET", url: `/api/admin/audit-log?${query}`, headers: as.headers });
    expect(res.statusCode).toBe(200);
    return res.json() as Page;
  };

  it("records a role change with before, after, actor and address, in the change's transaction", async () => {
    const user = await createUser(ctx);
    const res = await ctx.app.inject({
      method: "PATCH",
      url: `/api/users/${user.id}`,
      headers: admin.headers,
      payload: { role: "teacher" },
      remoteAddress: "203.0.113.7",
    });
    expect(res.statusCode).toBe(200);
    const { entries } = await page(`objectType=user&objectId=${user.id}`);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: "user.role-changed",
      actorId: admin.id,
      actorEmail: admin.email,
      objectId: user.id,
      before: { role: "student" },
      after: { role: "teacher" },
      address: "203.0.113.7",
    });
  });

  it("writes nothing for a refused action: suspending oneself", async () => {
    const before = await page(`objectType=user&objectId=${admin.id}`);
    const res = await ctx.app.inject({
      method: "POST",
      url: `/api/users/${admin.id}/suspension`,
      headers: admin.headers,
      payload: { reason: "testing" },
    });
    expect(res.statusCode).toBe(422);
    expect((await page(`objectType=user&objectId=${admin.id}`)).entries).toHaveLength(before.entries.length);
  });

  it("rolls an entry back with its action", async () => {
    const objectId = `rollback-${Date.now()}`;
    await expect(
      ctx.db.transaction(async (tx) => {
        await appendAudit(tx, {
          actor: { uid: admin.id, address: "198.51.100.1" },
          action: "coupon.created",
          objectType: "coupon",
          objectId,
          after: { code: "GONE" },
        });
        throw new Error("the action failed after the entry");
      }),
    ).rejects.toThrow("the action failed");
    expect((await page(`objectType=coupon&objectId=${objectId}`)).entries).toHaveLength(0);
    await ctx.db.transaction(async (tx) => {
      await appendAudit(tx, { actor: null, action: "coupon.created", objectType: "coupon", objectId });
    });
    expect((await page(`objectType=coupon&objectId=${objectId}`)).entries).toEqual([
      expect.objectContaining({ actorId: null, objectId }),
    ]);
  });

  it("refuses UPDATE, DELETE and TRUNCATE of entries", async () => {
    await appendAudit(ctx.db, { actor: null, action: "payout.run", objectType: "payout", objectId: "p-1" });
    await expect(ctx.db.execute(sql`update audit_log set action = 'x'`)).rejects.toThrow();
    await expect(ctx.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(ctx.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    expect(row?.n).toBeGreaterThan(0);
  });

  it("records class moderation and application reviews", async () => {
    const teacher = await createUser(ctx, { role: "teacher" });
    const pending = await createClass(ctx, teacher, { status: "pending" });
    const review = await ctx.app.inject({
      method: "PATCH",
      url: `/api/classes/${pending.id}`,
      headers: admin.headers,
      payload: { status: "approved" },
    });
    expect(review.statusCode).toBe(200);
    expect((await page(`objectType=class&objectId=${pending.id}`)).entries[0]).toMatchObject({
      action: "class.approved",
      actorId: admin.id,
      before: { status: "pending" },
    });
    const student = await createUser(ctx);
    const application = await createApplication(ctx, student);
    const decided = await ctx.app.inject({
      method: "PATCH",
      url: `/api/teacher-applications/${application.id}`,
      headers: admin.headers,
      payload: { status: "rejected" },
    });
    expect(decided.statusCode).toBe(200);
    const { entries } = await page(`objectType=teacher-application&objectId=${application.id}`);
    expect(entries[0]).toMatchObject({ action: "teacher-application.rejected", after: { status: "rejected" } });
  });

  it("pages newest first by cursor with filters, and refuses a forged cursor", async () => {
    const objectId = `paging-${Date.now()}`;
    for (let i = 0; i < 7; i++) {
      await appendAudit(ctx.db, { actor: null, action: "payout.run", objectType: "payout", objectId });
    }
    const first = await page(`objectType=payout&objectId=${objectId}&limit=3`);
    expect(first.entries).toHaveLength(3);
    const second = await page(`objectType=payout&objectId=${objectId}&limit=3&cursor=${first.nextCursor}`);
    const third = await page(`objectType=payout&objectId=${objectId}&limit=3&cursor=${second.nextCursor}`);
    expect(third.entries).toHaveLength(1);
    expect(third.nextCursor).toBeNull();
    const ids = [...first.entries, ...second.entries, ...third.entries].map((entry) => Number(entry.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(7);

    const today = new Date().toISOString().slice(0, 10);
    expect((await page(`objectId=${objectId}&objectType=payout&from=${today}&to=${today}`)).entries).toHaveLength(7);
    expect((await page(`objectId=${objectId}&objectType=payout&to=2000-01-01`)).entries).toHaveLength(0);
    expect((await page(`actor=${admin.email}&action=user.role-changed`)).entries.length).toBeGreaterThan(0);
    expect((await page("actor=nobody@example.com")).entries).toHaveLength(0);

    const forged = await ctx.app.inject({
      method: "GET",
      url: "/api/admin/audit-log?cursor=bm90LWEtY3Vyc29y",
      headers: admin.headers,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ message: messages.operations.invalidCursor });
    const badDate = await ctx.app.inject({
      method: "GET",
      url: "/api/admin/audit-log?from=yesterday",
      headers: admin.headers,
    });
    expect(badDate.statusCode).toBe(400);
  });

  it("exports the filtered entries as spreadsheet-safe CSV", async () => {
    const objectId = `=HYPERLINK("x")-${Date.now()}`;
    await appendAudit(ctx.db, { actor: null, action: "coupon.created", objectType: "coupon", objectId });
    const res = await ctx.app.inject({
      method: "GET",
      url: `/api/admin/audit-log.csv?objectType=coupon&objectId=${encodeURIComponent(objectId)}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    const lines = res.body.replace("\uFEFF", "").trim().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('"action"');
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")`);
  });

  it("is for admins only", async () => {
    const teacher = await createUser(ctx, { role: "teacher" });
    const res = await ctx.app.inject({ method: "GET", url: "/api/admin/audit-log", headers: teacher.headers });
    expect(res.statusCode).toBe(403);
    const csv = await ctx.app.inject({ method: "GET", url: "/api/admin/audit-log.csv" });
    expect(csv.statusCode).toBe(401);
  });
});
