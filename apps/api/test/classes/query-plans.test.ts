import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { classListCondition, classPageQuery, popularClassesQuery } from "../../src/modules/classes/repository.js";
import { createTestApp, createUser, type TestContext } from "../helpers/index.js";
import { explain } from "./support.js";

/**
 * The catalogue queries must be served by their indexes at any size. Five thousand classes and fresh
 * planner statistics are enough for PostgreSQL to prefer an index whenever one fits the query.
 */
describe("catalogue query plans", () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
    const teacher = await createUser(ctx, { role: "teacher" });
    await ctx.db.execute(sql`
      insert into classes (id, title, image, price_cents, description, teacher_id, teacher_name, teacher_email,
        status, enrolled_count, created_at, updated_at)
      select gen_random_uuid()::text, 'Bulk class ' || g || ' ' || md5(g::text), '/x.webp', 1000, 'Bulk',
        ${teacher.id}, 'Teacher ' || md5((g * 7)::text), 'teacher@example.test',
        case when g % 5 = 0 then 'pending' else 'approved' end, g % 700, now() - g * interval '1 minute', now()
      from generate_series(1, 5000) as g`);
    // VACUUM moves the rows from the GIN pending list into the index proper, as autovacuum does in production.
    await ctx.db.execute(sql`vacuum analyze classes`);
  });
  afterAll(async () => ctx.close());

  const plan = (query: SQL | { getSQL(): SQL }) => explain(ctx.db, sql`${query}`);

  it("searches through the trigram index", async () => {
    const where = classListCondition({ status: "approved", search: "c4ca4238a0" });
    const text = await plan(classPageQuery(ctx.db, where, { offset: 0, limit: 10 }));
    expect(text).toContain("classes_search_trgm_idx");
  });

  it("reads the popular classes in order from their partial index", async () => {
    const text = await plan(popularClassesQuery(ctx.db, 6));
    expect(text).toContain("classes_popular_idx");
    expect(text).not.toMatch(/Sort/);
  });

  it("pages the approved catalogue newest first without sorting the table", async () => {
    const where = classListCondition({ status: "approved", search: undefined });
    const text = await plan(classPageQuery(ctx.db, where, { offset: 0, limit: 10 }));
    expect(text).toMatch(/classes_(status_)?created_idx/);
    expect(text).not.toMatch(/Sort/);
  });
});
