import { SEARCH_WINDOW } from "@classwise/db/newest-first";
import { MAX_BROWSE_ROWS, MAX_SEARCH_ROWS, messages } from "@classwise/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClass, createTestApp, createUser, type TestContext } from "../helpers/index.js";

/**
 * Search over a catalogue longer than the search window (docs/decisions/0014-search.md): whichever path a
 * term takes (window, longer window, trigram index), the page is exactly what a plain newest-first LIKE over
 * every class returns, and only a window's total is an estimate.
 */
describe("catalogue search beyond the window", () => {
  let ctx: TestContext;
  const size = SEARCH_WINDOW * 2;

  beforeAll(async () => {
    ctx = await createTestApp();
    const teacher = await createUser(ctx, { role: "teacher", name: "Quinn Teacher" });
    // "common" in half the rows, "sometimes" in one in 400, "rareword" only in the oldest three.
    await ctx.db.execute(sql`
      insert into classes (id, title, image, price_cents, description, teacher_id, teacher_name, teacher_email,
        status, created_at, updated_at)
      select gen_random_uuid()::text,
        'Class ' || g
          || case when g % 2 = 0 then ' common' else '' end
          || case when g % 400 = 7 then ' sometimes' else '' end
          || case when g > ${size} - 3 then ' rareword' else '' end,
        '/x.webp', 1000, 'Generated', ${teacher.id}, 'Quinn Teacher', 'quinn@example.test', 'approved',
        now() - g * interval '1 minute', now()
      from generate_series(1, ${size}) as g`);
    await ctx.db.execute(sql`vacuum analyze classes, class_stats`);
  });
  afterAll(async () => ctx.close());

  const get = (query: string) => ctx.app.inject({ method: "GET", url: `/api/classes?${query}` });

  async function expected(pattern: string, offset: number, limit: number) {
    const result = (await ctx.db.execute(sql`
      select title, count(*) over ()::int as total from classes
      where status = 'approved' and deleted_at is null and lower(title || ' ' || teacher_name) like ${pattern}
      order by created_at desc, id desc offset ${offset} limit ${limit}`)) as unknown as {
      rows: { title: string; total: number }[];
    };
    return result.rows.map((row) => row.title);
  }

  it("ranks a common term among a bounded set of candidates and says its total is about that many", async () => {
    // The public catalogue reads at most MAX_SEARCH_ROWS full-text candidates (decision 34).
    const res = await get("search=common&page=3&limit=10");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const titles = body.classes.map((c: { title: string }) => c.title);
    expect(titles).toHaveLength(10);
    expect(titles.every((title: string) => title.endsWith(" common") || title.includes(" common "))).toBe(true);
    expect(body.totalIsEstimate).toBe(true);
    expect(body.totalClasses).toBe(MAX_SEARCH_ROWS);
  });

  it("finds a term spread thinly through the list: a longer walk when the window holds too few", async () => {
    // Five matches in the first window fill a page of five; a page of ten needs the longer walk, which
    // reaches the end of the list and so knows the exact total.
    const five = (await get("search=sometimes&limit=5")).json();
    expect(five.classes.map((c: { title: string }) => c.title)).toEqual(await expected("%sometimes%", 0, 5));
    const ten = (await get("search=sometimes&limit=10")).json();
    expect(ten.classes.map((c: { title: string }) => c.title)).toEqual(await expected("%sometimes%", 0, 10));
    expect(ten.totalClasses).toBe(size / 400);
    expect(ten.totalIsEstimate).toBeUndefined();
  });

  it("finds a term only the oldest classes have, through the trigram index", async () => {
    const body = (await get("search=RAREWORD&limit=10")).json();
    expect(body.classes.map((c: { title: string }) => c.title)).toEqual(await expected("%rareword%", 0, 10));
    expect(body).toMatchObject({ totalClasses: 3, totalPages: 1 });
    expect(body.totalIsEstimate).toBeUndefined();
  });

  it("matches one- and two-letter terms at the start of a word", async () => {
    const teacher = await createUser(ctx, { role: "teacher", name: "Zoe Xu" });
    const ai = await createClass(ctx, teacher, { title: "Applied AI for Product Teams" });
    await createClass(ctx, teacher, { title: "Maintainable Containers" });
    const body = (await get("search=ai&limit=10")).json();
    const titles = body.classes.map((c: { title: string }) => c.title);
    expect(titles).toContain(ai.title);
    expect(titles).not.toContain("Maintainable Containers");
    // A teacher's name is searched too, by the start of its words.
    const byTeacher = (await get("search=xu&limit=10")).json();
    expect(byTeacher.classes.map((c: { title: string }) => c.title).sort()).toEqual(
      ["Applied AI for Product Teams", "Maintainable Containers"].sort(),
    );
  });

  it("refuses pages past the part of a list that can be paged through, with a clear message", async () => {
    const deep = await get(`page=${MAX_BROWSE_ROWS / 10 + 1}&limit=10`);
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toMatchObject({ message: messages.api.pageTooDeep(MAX_BROWSE_ROWS) });
    expect((await get(`page=${MAX_BROWSE_ROWS / 10}&limit=10`)).statusCode).toBe(200);
    const deepSearch = await get(`search=common&page=${MAX_SEARCH_ROWS / 20 + 1}&limit=20`);
    expect(deepSearch.statusCode).toBe(400);
    expect(deepSearch.json()).toMatchObject({ message: messages.api.searchTooDeep(MAX_SEARCH_ROWS) });
  });
});
