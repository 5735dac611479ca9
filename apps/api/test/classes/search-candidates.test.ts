import { type ClassListResponse, type ClassSuggestionsResponse, MAX_SEARCH_ROWS } from "@classwise/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_EXPANSIONS, RANKED_ROWS } from "../../src/modules/classes/search-repository.js";
import { createClass, createTestApp, createUser, type TestContext, type TestUser } from "../helpers/index.js";
import { uniqueTag } from "./support.js";

/**
 * Which candidates a search ranks and what its totals and category counts mean (decision 46): the lexeme
 * dictionary kept by trigger, a short last word expanded into its whole words, 150 candidates for the first
 * pages with every filter in the scan, and counts bounded by the dictionary when not every match was read.
 */
describe("search candidates and the lexeme dictionary", () => {
  let ctx: TestContext;
  let teacher: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    ctx = await createTestApp();
    teacher = await createUser(ctx, { role: "teacher", name: "Lin Teacher" });
    admin = await createUser(ctx, { role: "admin" });
  });
  afterAll(async () => ctx.close());

  async function list(query: Record<string, string | number>) {
    const search = new URLSearchParams(
      Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
    );
    const res = await ctx.app.inject({ method: "GET", url: `/api/classes?${search}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ClassListResponse;
  }

  async function lexemes(word: string) {
    const result = (await ctx.db.execute(
      sql`select category, classes from search_lexemes where word = ${word} and classes > 0 order by category`,
    )) as unknown as { rows: { category: string; classes: number }[] };
    return result.rows.map((row) => [row.category, Number(row.classes)]);
  }

  /** `count` approved classes holding `word` in their title, in one category, inserted in one statement. */
  async function bulk(word: string, count: number, category: string) {
    await ctx.db.execute(sql`
      insert into classes (id, title, image, price_cents, description, teacher_id, teacher_name, teacher_email,
        status, category, created_at, updated_at)
      select gen_random_uuid()::text, ${word} || ' class ' || g, '/x.webp', 1000, 'Generated', ${teacher.id},
        ${teacher.name}, ${teacher.email}, 'approved', ${category}, now() - g * interval '1 second', now()
      from generate_series(1, ${count}) as g`);
  }

  it("keeps every lexeme of the listed classes per category, through edits, moves, rejections and deletions", async () => {
    const tag = uniqueTag();
    const item = await createClass(ctx, teacher, {
      title: `${tag}alpha course`,
      description: `With ${tag}beta inside`,
      category: "programming",
    });
    expect(await lexemes(`${tag}alpha`)).toEqual([["programming", 1]]);
    expect(await lexemes(`${tag}beta`)).toEqual([["programming", 1]]);

    await ctx.db.execute(sql`update classes set title = ${`${tag}gamma course`} where id = ${item.id}`);
    expect(await lexemes(`${tag}alpha`)).toEqual([]);
    expect(await lexemes(`${tag}gamma`)).toEqual([["programming", 1]]);

    const moved = await ctx.app.inject({
      method: "PATCH",
      url: `/api/classes/${item.id}/category`,
      headers: admin.headers,
      payload: { category: "data-science" },
    });
    expect(moved.statusCode).toBe(200);
    expect(await lexemes(`${tag}gamma`)).toEqual([["data-science", 1]]);

    await ctx.db.execute(sql`update classes set status = 'rejected' where id = ${item.id}`);
    expect(await lexemes(`${tag}gamma`)).toEqual([]);
    await ctx.db.execute(sql`update classes set status = 'approved' where id = ${item.id}`);
    expect(await lexemes(`${tag}gamma`)).toEqual([["data-science", 1]]);
    await ctx.db.execute(sql`update classes set deleted_at = now() where id = ${item.id}`);
    expect(await lexemes(`${tag}gamma`)).toEqual([]);
    expect(await lexemes(`${tag}beta`)).toEqual([]);
  });

  it("gives every listed class its subject's lexeme, counted per subject as the counters count the subject", async () => {
    const tag = uniqueTag();
    const item = await createClass(ctx, teacher, { title: `${tag} subject course`, category: "programming" });
    await ctx.app.inject({
      method: "PATCH",
      url: `/api/classes/${item.id}/category`,
      headers: admin.headers,
      payload: { category: "ui-ux-design" },
    });
    const vector = (await ctx.db.execute(
      sql`select tsvector_to_array(search_vector) as words from classes where id = ${item.id}`,
    )) as unknown as { rows: { words: string[] }[] };
    expect(vector.rows[0]?.words).toContain("~ui-ux-design");
    expect(vector.rows[0]?.words).not.toContain("~programming");
    const counts = (await ctx.db.execute(sql`
      select g.category, coalesce(l.classes, 0) as lexeme,
        (select coalesce(sum(value), 0) from counters where name = 'category:' || g.category)::int as listed
      from (select distinct category from classes) g
        left join search_lexemes l on l.word = '~' || g.category and l.category = g.category`)) as unknown as {
      rows: { category: string; lexeme: number; listed: number }[];
    };
    expect(counts.rows.length).toBeGreaterThan(0);
    for (const row of counts.rows) expect([row.category, Number(row.lexeme)]).toEqual([row.category, row.listed]);
    // Typed, the lexeme is only its letters ("~" and "-" separate words like any other sign): the class holds
    // none of "ui", "ux" and "design", so it is found by its word alone.
    expect((await list({ search: tag, category: "ui-ux-design" })).classes.map((c) => c._id)).toEqual([item.id]);
    expect((await list({ search: `${tag} ~ui-ux-design` })).classes).toEqual([]);
  });

  it("finds every word a short last word starts, whether the dictionary expands it or keeps the prefix", async () => {
    const tag = uniqueTag();
    // Few words with this start: expanded into them.
    await createClass(ctx, teacher, { title: `${tag} qzxalpha` });
    await createClass(ctx, teacher, { title: `${tag} qzxbeta` });
    const few = await list({ search: `${tag} qzx`, limit: 10 });
    expect(few.classes.map((c) => c.title).sort()).toEqual([`${tag} qzxalpha`, `${tag} qzxbeta`]);
    // More words with this start than MAX_EXPANSIONS: the prefix as typed.
    const start = `q${tag.slice(1, 5)}`;
    for (let i = 0; i <= MAX_EXPANSIONS; i++) await createClass(ctx, teacher, { title: `${tag} ${start}w${i}` });
    const many = await list({ search: `${tag} ${start}`, limit: 50 });
    expect(many.classes).toHaveLength(MAX_EXPANSIONS + 1);
    expect(many.totalClasses).toBe(MAX_EXPANSIONS + 1);
    expect(many.totalIsEstimate).toBeUndefined();
  });

  it("fills a subject's pages from its own candidates, and bounds the total and the other subjects' counts", async () => {
    const tag = uniqueTag();
    // The other subject's classes come first in the table: the candidates must still be the chosen subject's.
    await bulk(tag, RANKED_ROWS + 40, "programming");
    await bulk(tag, 30, "data-science");
    const science = await list({ search: tag, category: "data-science", limit: 10, page: 3 });
    expect(science.classes).toHaveLength(10);
    expect(science.classes.every((c) => c.category === "data-science")).toBe(true);
    // Every data-science match was read: its total and its count are counted; the other subject is bounded.
    expect(science.totalClasses).toBe(30);
    expect(science.totalIsEstimate).toBeUndefined();
    expect(science.facets).toContainEqual({ category: "data-science", count: 30 });
    expect(science.facets).toContainEqual({ category: "programming", count: RANKED_ROWS + 40, estimate: true });
    // A bound of 0 is exact: the word is in no class of that subject.
    expect(science.facets).toContainEqual({ category: "ui-ux-design", count: 0 });

    // Without a subject the first pages rank RANKED_ROWS candidates: the total is "about" the dictionary's
    // count of the word (one word, no price or rating filter: the exact number of matches).
    const all = await list({ search: tag, limit: 10 });
    expect(all.totalIsEstimate).toBe(true);
    expect(all.totalClasses).toBe(RANKED_ROWS + 70);
    expect(all.facets).toContainEqual({ category: "programming", count: RANKED_ROWS + 40, estimate: true });
    expect(all.facets).toContainEqual({ category: "data-science", count: 30, estimate: true });
    // A page past the ranked candidates is read from up to MAX_SEARCH_ROWS: all of them, here.
    const deep = await list({ search: tag, limit: 10, page: RANKED_ROWS / 10 + 1 });
    expect(deep.classes).toHaveLength(10);
    expect(deep.totalClasses).toBe(RANKED_ROWS + 70);
    expect(deep.totalIsEstimate).toBeUndefined();
    expect(RANKED_ROWS + 70).toBeLessThan(MAX_SEARCH_ROWS);
  });

  it("suggests the most enrolled of a frequent start's first title matches, and a rare start's through the index", async () => {
    const suggest = async (q: string) => {
      const res = await ctx.app.inject({ method: "GET", url: `/api/class-suggestions?q=${encodeURIComponent(q)}` });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as ClassSuggestionsResponse).suggestions.map((s) => s.title);
    };
    const frequent = uniqueTag();
    await bulk(frequent, 60, "programming");
    // The most enrolled come first among the candidates: the 30th of them gets two enrolments.
    await ctx.db.execute(sql`
      update class_stats set enrolled_count = 2
      where class_id = (select id from classes where title = ${`${frequent} class 30`})`);
    const many = await suggest(frequent.slice(0, -1));
    expect(many).toHaveLength(8);
    expect(many[0]).toBe(`${frequent} class 30`);
    expect(many.every((title) => title.startsWith(frequent))).toBe(true);
    const rare = uniqueTag();
    await createClass(ctx, teacher, { title: `${rare} only one` });
    expect(await suggest(rare)).toEqual([`${rare} only one`]);
  });

  it("answers hostile last words with 200, the dictionary read never reaching the query parser as syntax", async () => {
    for (const term of ["a @", "@@", "x' | 'y", "be:*", "b\\", "é"]) {
      const res = await ctx.app.inject({ method: "GET", url: `/api/classes?search=${encodeURIComponent(term)}` });
      expect([200, 400], term).toContain(res.statusCode);
    }
  });
});
