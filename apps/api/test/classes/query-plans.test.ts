import { pageIdsQuery, SEARCH_WINDOW, searchAllQuery, searchWindowQuery } from "@classwise/db/newest-first";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchTextPattern } from "../../src/lib/like-pattern.js";
import { catalogueList, popularClassesQuery } from "../../src/modules/classes/repository.js";
import { allUsers } from "../../src/modules/users/repository.js";
import { createTestApp, createUser, type TestContext } from "../helpers/index.js";
import { explain } from "./support.js";

/**
 * The list queries must read only their page (or their bounded search window) at any size: pages and
 * windows walk an index in order without sorting, rare searches go through the trigram index. Five thousand
 * classes and fresh planner statistics are enough for PostgreSQL to prefer an index whenever one fits.
 */
describe("list query plans", () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
    const teacher = await createUser(ctx, { role: "teacher" });
    await ctx.db.execute(sql`
      insert into classes (id, title, image, price_cents, description, teacher_id, teacher_name, teacher_email,
        status, created_at, updated_at)
      select gen_random_uuid()::text, 'Bulk class ' || g || ' ' || md5(g::text), '/x.webp', 1000, 'Bulk',
        ${teacher.id}, 'Teacher ' || md5((g * 7)::text), 'teacher@example.test',
        case when g % 5 = 0 then 'pending' else 'approved' end, now() - g * interval '1 minute', now()
      from generate_series(1, 5000) as g`);
    await ctx.db.execute(sql`
      insert into users (id, name, email, created_at, updated_at)
      select gen_random_uuid()::text, 'Person ' || md5(g::text), 'p' || g || '@example.test',
        now() - g * interval '1 minute', now()
      from generate_series(1, 5000) as g`);
    await ctx.db.execute(sql`update class_stats set enrolled_count = (hashtext(class_id) & 1023)`);
    // VACUUM moves the rows from the GIN pending list into the index proper and sets the visibility map,
    // as autovacuum does in production.
    await ctx.db.execute(sql`vacuum analyze classes, class_stats, users`);
  });
  afterAll(async () => ctx.close());

  const page = { offset: 40, limit: 10 };

  it("pages the approved catalogue newest first from its index, without sorting", async () => {
    const text = await explain(ctx.db, pageIdsQuery(catalogueList("approved"), page));
    expect(text).toContain("classes_status_created_idx");
    expect(text).not.toMatch(/Sort/);
  });

  it("pages every status for admins from classes_created_idx, without sorting", async () => {
    const text = await explain(ctx.db, pageIdsQuery(catalogueList(undefined), page));
    expect(text).toContain("classes_created_idx");
    expect(text).not.toMatch(/Sort {2}\(/);
  });

  it("walks a bounded window of the index for a common term", async () => {
    const pattern = searchTextPattern("bulk");
    const text = await explain(ctx.db, searchWindowQuery(catalogueList("approved"), pattern, SEARCH_WINDOW, page));
    expect(text).toContain("classes_status_created_idx");
    expect(text).toMatch(/Limit/);
  });

  it("finds a rare term through the trigram index", async () => {
    const pattern = searchTextPattern("c4ca4238a0");
    const text = await explain(ctx.db, searchAllQuery(catalogueList("approved"), pattern, page));
    expect(text).toContain("classes_search_trgm_idx");
  });

  it("serves two-letter word starts through the trigram index too", async () => {
    const pattern = searchTextPattern("qz");
    const text = await explain(ctx.db, searchAllQuery(catalogueList("approved"), pattern, page));
    expect(text).toContain("classes_search_trgm_idx");
  });

  it("reads the popular classes in order from their partial index", async () => {
    const text = await explain(ctx.db, sql`${popularClassesQuery(ctx.db, 6)}`);
    expect(text).toContain("class_stats_popular_idx");
    expect(text).not.toMatch(/Sort/);
  });

  it("pages users newest first from users_created_at_idx, without sorting", async () => {
    const text = await explain(ctx.db, pageIdsQuery(allUsers, page));
    expect(text).toContain("users_created_at_idx");
    expect(text).not.toMatch(/Sort/);
  });
});
