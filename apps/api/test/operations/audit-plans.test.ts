import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuditFilters, auditPageQuery } from "../../src/modules/audit/repository.js";
import { explain } from "../classes/support.js";
import { createTestApp, type TestContext } from "../helpers/index.js";

/**
 * The audit log's pages read only their rows at any size: each filter's page walks the index led by its column
 * in (created_at, id) order, without sorting the matches. Fifty thousand entries and fresh statistics are
 * enough for the planner to prefer an index whenever one fits.
 */
describe("audit log query plans", () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
    await ctx.db.execute(sql`
      insert into audit_log (created_at, actor_id, action, object_type, object_id, after, address)
      select now() - g * interval '1 second', 'actor-' || (g % 500),
        (array['user.role-changed', 'payment.refunded', 'class.approved', 'coupon.created'])[1 + g % 4],
        (array['user', 'payment', 'class', 'coupon'])[1 + g % 4], 'object-' || (g % 5000),
        jsonb_build_object('n', g), '203.0.113.1'
      from generate_series(1, 50000) as g`);
    await ctx.db.execute(sql`analyze audit_log`);
  });
  afterAll(async () => ctx.close());

  const planOf = (filters: AuditFilters, after?: { at: string; id: string }) =>
    explain(ctx.db, auditPageQuery(filters, after, 26));

  it("pages everything newest first from audit_log_created_idx, also after a cursor", async () => {
    for (const text of [await planOf({}), await planOf({}, { at: "2026-01-01T00:00:00.000000Z", id: "99999" })]) {
      expect(text).toContain("audit_log_created_idx");
      expect(text).not.toMatch(/Sort {2}\(/);
    }
  });

  it("pages a rare actor or object through the index it leads, a common action along either without sorting", async () => {
    // A rare actor's or object's entries are few (100 and 10 here): the planner may read them all through their
    // index and sort that handful, which is as cheap as walking the index in order. Never a scan of the table.
    const rare: [AuditFilters, RegExp][] = [
      [{ actorId: "actor-7" }, /audit_log_actor_idx/],
      [{ objectType: "class", objectId: "object-42" }, /audit_log_object_idx/],
    ];
    for (const [filters, index] of rare) {
      const text = await planOf(filters);
      expect(text, JSON.stringify(filters)).toMatch(index);
      expect(text, JSON.stringify(filters)).not.toMatch(/Seq Scan on audit_log/);
    }
    // A quarter of the entries: walking the time index finds a page as soon; sorting them would read them all.
    const common = await planOf({ action: "payment.refunded" });
    expect(common).toMatch(/audit_log_action_idx|audit_log_created_idx/);
    expect(common).not.toMatch(/Sort {2}\(|Seq Scan on audit_log/);
  });

  it("reads a range of days through the time index", async () => {
    const day = new Date().toISOString().slice(0, 10);
    const text = await planOf({ from: day, to: day });
    expect(text).toContain("audit_log_created_idx");
    expect(text).not.toMatch(/Seq Scan on audit_log/);
  });
});
