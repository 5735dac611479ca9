import { evaluations } from "@classwise/db/schema";
import { type ClassListResponse, type ClassSuggestionsResponse, messages } from "@classwise/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClass, createTestApp, createUser, type TestContext, type TestUser } from "../helpers/index.js";
import { countStatements } from "../helpers/statement-counter.js";
import { uniqueTag } from "./support.js";

/** Ranked search, typo tolerance, filters, sorts and facets of the public catalogue (decision 34). */
describe("catalogue search and filters", () => {
  let ctx: TestContext;
  let teacher: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    ctx = await createTestApp();
    teacher = await createUser(ctx, { role: "teacher", name: "Grace Hopper" });
    admin = await createUser(ctx, { role: "admin" });
  });
  afterAll(async () => ctx.close());

  async function list(query: Record<string, string | number>) {
    const res = await ctx.app.inject({ method: "GET", url: "/api/classes", query: stringify(query) });
    return { status: res.statusCode, body: res.json() as ClassListResponse };
  }
  const titles = (body: ClassListResponse) => body.classes.map((c) => c.title);

  async function rate(classId: string, ratings: number[]) {
    for (const rating of ratings) {
      const student = await createUser(ctx, { role: "student" });
      await ctx.db.insert(evaluations).values({
        classId,
        teacherId: teacher.id,
        studentId: student.id,
        studentName: student.name,
        studentEmail: student.email,
        rating,
        description: "Evaluated",
      });
    }
  }

  it("ranks a title match above a teacher-name match above a description match, then by popularity", async () => {
    const tag = uniqueTag();
    const named = await createUser(ctx, { role: "teacher", name: `Ada ${tag}quokka` });
    await createClass(ctx, teacher, { title: `${tag} Gardening`, description: `All about ${tag}quokka habits` });
    await createClass(ctx, named, { title: `${tag} Pottery`, enrolledCount: 50 });
    await createClass(ctx, teacher, { title: `${tag} Quokka care`, enrolledCount: 1 });
    await createClass(ctx, teacher, { title: `${tag} Quokka photography`, enrolledCount: 9 });
    const res = await list({ search: `${tag}quokka`, limit: 10 });
    expect(res.status).toBe(200);
    // Only the teacher and the description hold the joined word.
    expect(titles(res.body)).toEqual([`${tag} Pottery`, `${tag} Gardening`]);
    const split = await list({ search: `${tag} quokka`, limit: 10 });
    expect(titles(split.body)).toEqual([`${tag} Quokka photography`, `${tag} Quokka care`]);
  });

  it("ranks whole words above prefixes, and matches the last word as a prefix as one types", async () => {
    const tag = uniqueTag();
    await createClass(ctx, teacher, { title: `${tag} Pythonic idioms`, enrolledCount: 40 });
    await createClass(ctx, teacher, { title: `${tag} Python basics` });
    const typed = await list({ search: `${tag} pyth`, limit: 10 });
    expect(titles(typed.body).sort()).toEqual([`${tag} Python basics`, `${tag} Pythonic idioms`]);
    const whole = await list({ search: `${tag} python`, limit: 10 });
    expect(titles(whole.body)).toEqual([`${tag} Python basics`, `${tag} Pythonic idioms`]);
  });

  it("asks the dictionary about a word once: the same search again sends one statement fewer", async () => {
    const tag = uniqueTag();
    await createClass(ctx, teacher, { title: `Terraform ${tag} modules` });
    const statements = countStatements(ctx.database);
    try {
      const first = await list({ search: `terrafrom ${tag}`, limit: 10 });
      const firstCount = statements.count;
      statements.reset();
      const again = await list({ search: `terrafrom ${tag}`, limit: 10 });
      expect(titles(first.body)).toEqual([`Terraform ${tag} modules`]);
      expect(titles(again.body)).toEqual(titles(first.body));
      // The correction statement is skipped the second time; the search and the rows read are not.
      expect(statements.count).toBe(firstCount - 1);
    } finally {
      statements.restore();
    }
  });

  it("finds misspelt words of four or more letters through the title dictionary", async () => {
    const tag = uniqueTag();
    await createClass(ctx, teacher, { title: `Kubernetes ${tag} operators` });
    const res = await list({ search: `kuberentes ${tag}`, limit: 10 });
    expect(titles(res.body)).toEqual([`Kubernetes ${tag} operators`]);
    const suggestions = await ctx.app.inject({ method: "GET", url: `/api/class-suggestions?q=kubrenetes%20${tag}` });
    expect((suggestions.json() as ClassSuggestionsResponse).suggestions.map((s) => s.title)).toEqual([
      `Kubernetes ${tag} operators`,
    ]);
  });

  it("filters by category, price and rating, and counts each category for the same search", async () => {
    const tag = uniqueTag();
    const free = await createClass(ctx, teacher, { title: `${tag} free`, priceCents: 0, category: "data-science" });
    const cheap = await createClass(ctx, teacher, {
      title: `${tag} cheap`,
      priceCents: 1500,
      category: "data-science",
    });
    const dear = await createClass(ctx, teacher, { title: `${tag} dear`, priceCents: 9900, category: "programming" });
    await rate(free.id, [5, 4]);
    await rate(cheap.id, [3, 2]);
    await rate(dear.id, [5]);

    const science = await list({ search: tag, category: "data-science", limit: 10 });
    expect(titles(science.body).sort()).toEqual([`${tag} cheap`, `${tag} free`]);
    expect(science.body.facets).toContainEqual({ category: "data-science", count: 2 });
    // The other subjects' counts come from the lexeme dictionary when a subject is chosen (decision 46).
    expect(science.body.facets).toContainEqual({ category: "programming", count: 1, estimate: true });

    expect(titles((await list({ search: tag, maxPrice: 0 })).body)).toEqual([`${tag} free`]);
    expect(titles((await list({ search: tag, maxPrice: 20, sort: "price-high" })).body)).toEqual([
      `${tag} cheap`,
      `${tag} free`,
    ]);
    expect(titles((await list({ search: tag, minPrice: 10, maxPrice: 100, sort: "price-low" })).body)).toEqual([
      `${tag} cheap`,
      `${tag} dear`,
    ]);
    const rated = await list({ search: tag, minRating: 4, sort: "rating" });
    expect(titles(rated.body)).toEqual([`${tag} dear`, `${tag} free`]);
    expect(rated.body.classes[1]).toMatchObject({ rating: 4.5, ratingCount: 2, category: "data-science" });
  });

  it("sorts the whole catalogue by popularity, rating and price without a term", async () => {
    const popular = await list({ sort: "popular", limit: 5 });
    const counts = popular.body.classes.map((c) => c.enrolledCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const cheapest = await list({ sort: "price-low", limit: 5 });
    const prices = cheapest.body.classes.map((c) => c.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const best = await list({ sort: "rating", minRating: 3, limit: 5 });
    const ratings = best.body.classes.map((c) => c.rating ?? 0);
    expect(ratings.length).toBeGreaterThan(0);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(ratings.every((r) => r >= 3)).toBe(true);
  });

  it("keeps the category counts in step with approvals, moves and deletions", async () => {
    const before = (await list({})).body.facets?.find((f) => f.category === "graphic-design")?.count ?? 0;
    const item = await createClass(ctx, teacher, { title: `${uniqueTag()} posters`, category: "graphic-design" });
    const after = (await list({ category: "graphic-design" })).body;
    expect(after.facets?.find((f) => f.category === "graphic-design")?.count).toBe(before + 1);
    expect(after.totalClasses).toBe(before + 1);

    const moved = await ctx.app.inject({
      method: "PATCH",
      url: `/api/classes/${item.id}/category`,
      headers: admin.headers,
      payload: { category: "ui-ux-design" },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ class: { category: "ui-ux-design" } });
    const facets = (await list({})).body.facets;
    expect(facets?.find((f) => f.category === "graphic-design")?.count).toBe(before);
  });

  it("lets only admins move a class to another category", async () => {
    const item = await createClass(ctx, teacher, { title: `${uniqueTag()} sketching` });
    const res = await ctx.app.inject({
      method: "PATCH",
      url: `/api/classes/${item.id}/category`,
      headers: teacher.headers,
      payload: { category: "ui-ux-design" },
    });
    expect(res.statusCode).toBe(403);
  });

  it.each([
    ["wildcards", "%_%*"],
    ["quotes", `'"'`],
    ["full-text operators", "a & !b | (c <-> d):*"],
    ["a tsquery weight", "python:A"],
    ["NUL", "py\u0000thon"],
    ["many words", Array.from({ length: 50 }, (_, i) => `word${i}`).join(" ")],
    ["one letter", "r"],
    ["unicode", "Straße café 日本語"],
  ])("answers %s in a search with 200 or a clear 400, never 500", async (_name, term) => {
    const res = await ctx.app.inject({ method: "GET", url: `/api/classes?search=${encodeURIComponent(term)}` });
    expect([200, 400]).toContain(res.statusCode);
    if (res.statusCode === 400) expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
    const suggested = await ctx.app.inject({
      method: "GET",
      url: `/api/class-suggestions?q=${encodeURIComponent(term)}`,
    });
    expect([200, 400]).toContain(suggested.statusCode);
  });

  it("refuses a 1,000-character term and a term of symbols only with a clear 400", async () => {
    const long = await list({ search: "x".repeat(1000) });
    expect(long.status).toBe(400);
    const symbols = await list({ search: "&|!" });
    expect(symbols.status).toBe(400);
    expect(symbols.body).toMatchObject({ success: false, message: messages.api.searchNeedsLetters });
  });

  it.each([
    [{ minPrice: 50, maxPrice: 10 }, "minPrice"],
    [{ minPrice: -1 }, "minPrice"],
    [{ maxPrice: "ten" }, "maxPrice"],
    [{ minRating: 6 }, "minRating"],
    [{ category: "cooking" }, "category"],
    [{ sort: "random" }, "sort"],
  ])("refuses the filter %o with a 400 naming %s", async (query, field) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(Object.keys((res.body as unknown as { fieldErrors: object }).fieldErrors)).toContain(field);
  });

  it("answers the same page for the same URL (the screen keeps every filter in it)", async () => {
    const tag = uniqueTag();
    for (let i = 0; i < 4; i++) {
      await createClass(ctx, teacher, { title: `${tag} round ${i}`, priceCents: 1000 * i, category: "programming" });
    }
    const url = `/api/classes?search=${tag}&category=programming&maxPrice=25&sort=price-high&page=1&limit=2`;
    const first = await ctx.app.inject({ method: "GET", url });
    const again = await ctx.app.inject({ method: "GET", url });
    expect(first.json()).toEqual(again.json());
    expect((first.json() as ClassListResponse).classes.map((c) => c.title)).toEqual([
      `${tag} round 2`,
      `${tag} round 1`,
    ]);
  });

  it("suggests nothing for an empty term and at most eight titles otherwise", async () => {
    const empty = await ctx.app.inject({ method: "GET", url: "/api/class-suggestions?q=" });
    expect(empty.json()).toEqual({ success: true, suggestions: [] });
    const tag = uniqueTag();
    for (let i = 0; i < 10; i++) await createClass(ctx, teacher, { title: `${tag} suggestion ${i}` });
    const res = await ctx.app.inject({ method: "GET", url: `/api/class-suggestions?q=${tag}%20sugg` });
    expect((res.json() as ClassSuggestionsResponse).suggestions).toHaveLength(8);
  });
});

function stringify(query: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));
}
