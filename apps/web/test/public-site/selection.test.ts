import { describe, expect, it } from "vitest";
import { pickPopular } from "../../src/features/classes/api/get-popular-classes";
import { catalogueSearchParams, parseCatalogueParams } from "../../src/features/classes/lib/catalogue-params";
import { selectFeedback } from "../../src/features/evaluations/lib/select-feedback";
import { makeClass, makeEvaluation } from "./support";

describe("selectFeedback", () => {
  it("keeps ratings of 4 and 5 with a description, newest first", () => {
    const old = makeEvaluation({ rating: 4, submittedAt: "2025-01-01T00:00:00.000Z" });
    const recent = makeEvaluation({ rating: 5, submittedAt: "2025-02-01T00:00:00.000Z" });
    const low = makeEvaluation({ rating: 3, submittedAt: "2025-03-01T00:00:00.000Z" });
    const blank = makeEvaluation({ rating: 5, description: "   ", submittedAt: "2025-03-02T00:00:00.000Z" });
    expect(selectFeedback([old, low, recent, blank]).map((e) => e._id)).toEqual([recent._id, old._id]);
  });

  it("takes at most 12", () => {
    const many = Array.from({ length: 15 }, (_, i) =>
      makeEvaluation({ submittedAt: new Date(Date.UTC(2025, 0, i + 1)).toISOString() }),
    );
    const picked = selectFeedback(many);
    expect(picked).toHaveLength(12);
    expect(picked[0]?._id).toBe(many[14]?._id);
  });
});

describe("pickPopular", () => {
  it("keeps approved classes, most enrolled first, at most six", () => {
    const classes = [3, 50, 7, 0, 22, 9, 15, 1].map((count) => makeClass({ enrolledCount: count }));
    classes.push(makeClass({ status: "pending", enrolledCount: 999 }));
    expect(pickPopular(classes).map((c) => c.enrolledCount)).toEqual([50, 22, 15, 9, 7, 3]);
  });
});

describe("catalogue query string", () => {
  const defaults = {
    page: 1,
    limit: 10,
    search: "",
    category: undefined,
    minPrice: undefined,
    maxPrice: undefined,
    minRating: undefined,
    sort: undefined,
  };

  it("reads page, size and search with defaults for bad values", () => {
    expect(parseCatalogueParams(new URLSearchParams(""))).toEqual(defaults);
    expect(parseCatalogueParams(new URLSearchParams("page=3&limit=15&search=%20react%20"))).toEqual({
      ...defaults,
      page: 3,
      limit: 15,
      search: "react",
    });
    expect(parseCatalogueParams(new URLSearchParams("page=0&limit=7"))).toEqual(defaults);
    expect(parseCatalogueParams(new URLSearchParams("page=abc&limit=100"))).toEqual(defaults);
  });

  it("reads filters and sort, dropping values the API would refuse", () => {
    expect(
      parseCatalogueParams(
        new URLSearchParams("category=data-science&minPrice=25&maxPrice=75&minRating=4&sort=rating"),
      ),
    ).toEqual({ ...defaults, category: "data-science", minPrice: 25, maxPrice: 75, minRating: 4, sort: "rating" });
    expect(
      parseCatalogueParams(new URLSearchParams("category=cooking&minPrice=80&maxPrice=10&minRating=9&sort=random")),
    ).toEqual({ ...defaults, maxPrice: 10 });
  });

  it("writes only what differs from the defaults, and reads back what it wrote", () => {
    expect(catalogueSearchParams(defaults).toString()).toBe("");
    expect(catalogueSearchParams({ ...defaults, page: 2, limit: 5, search: "a&b" }).toString()).toBe(
      "search=a%26b&limit=5&page=2",
    );
    const filtered = {
      ...defaults,
      search: "python",
      category: "programming" as const,
      maxPrice: 0,
      sort: "popular" as const,
    };
    expect(parseCatalogueParams(catalogueSearchParams(filtered))).toEqual(filtered);
  });
});
