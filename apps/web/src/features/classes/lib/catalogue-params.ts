import {
  CATALOGUE_DEFAULT_PAGE_SIZE,
  CATEGORIES,
  type Category,
  CLASS_SORTS,
  type ClassSort,
  PAGE_SIZES,
} from "@classwise/shared";

export interface CatalogueParams {
  page: number;
  limit: number;
  search: string;
  category: Category | undefined;
  /** Whole dollars. */
  minPrice: number | undefined;
  maxPrice: number | undefined;
  minRating: number | undefined;
  sort: ClassSort | undefined;
}

function wholeNumber(value: string | null, max: number): number | undefined {
  if (value === null || value === "") return undefined;
  const number = Number(value);
  return Number.isInteger(number) && number >= 0 && number <= max ? number : undefined;
}

function oneOf<T extends string>(list: readonly T[], value: string | null): T | undefined {
  return (list as readonly string[]).includes(value ?? "") ? (value as T) : undefined;
}

/** Reads page, size, search, filters and sort from the query string; bad values fall back to the defaults. */
export function parseCatalogueParams(params: URLSearchParams): CatalogueParams {
  const page = Number(params.get("page"));
  const limit = Number(params.get("limit"));
  let minPrice = wholeNumber(params.get("minPrice"), 100_000);
  const maxPrice = wholeNumber(params.get("maxPrice"), 100_000);
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) minPrice = undefined;
  const minRating = wholeNumber(params.get("minRating"), 5);
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : CATALOGUE_DEFAULT_PAGE_SIZE,
    search: (params.get("search") ?? "").trim(),
    category: oneOf(CATEGORIES, params.get("category")),
    minPrice,
    maxPrice,
    minRating: minRating === undefined || minRating < 1 ? undefined : minRating,
    sort: oneOf(CLASS_SORTS, params.get("sort")),
  };
}

/** The query string for `value`, leaving out defaults so the plain catalogue URL stays clean. */
export function catalogueSearchParams(value: CatalogueParams): URLSearchParams {
  const params = new URLSearchParams();
  if (value.search) params.set("search", value.search);
  if (value.category) params.set("category", value.category);
  if (value.minPrice !== undefined) params.set("minPrice", String(value.minPrice));
  if (value.maxPrice !== undefined) params.set("maxPrice", String(value.maxPrice));
  if (value.minRating !== undefined) params.set("minRating", String(value.minRating));
  if (value.sort) params.set("sort", value.sort);
  if (value.limit !== CATALOGUE_DEFAULT_PAGE_SIZE) params.set("limit", String(value.limit));
  if (value.page > 1) params.set("page", String(value.page));
  return params;
}

/** True when any filter narrows the list (the screen offers to clear them). */
export function hasFilters(value: CatalogueParams): boolean {
  return (
    value.category !== undefined ||
    value.minPrice !== undefined ||
    value.maxPrice !== undefined ||
    value.minRating !== undefined
  );
}
