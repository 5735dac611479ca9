import { PAGE_SIZES } from "@classwise/shared";

/** The catalogue's starting page size (product §9; 10 fills two rows of the widest grid). */
export const CATALOGUE_DEFAULT_PAGE_SIZE = 10;

export interface CatalogueParams {
  page: number;
  limit: number;
  search: string;
}

/** Reads page, page size and search from the query string, falling back to the defaults on bad values. */
export function parseCatalogueParams(params: URLSearchParams): CatalogueParams {
  const page = Number(params.get("page"));
  const limit = Number(params.get("limit"));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : CATALOGUE_DEFAULT_PAGE_SIZE,
    search: (params.get("search") ?? "").trim(),
  };
}

/** The query string for `value`, leaving out defaults so the plain catalogue URL stays clean. */
export function catalogueSearchParams(value: CatalogueParams): URLSearchParams {
  const params = new URLSearchParams();
  if (value.search) params.set("search", value.search);
  if (value.limit !== CATALOGUE_DEFAULT_PAGE_SIZE) params.set("limit", String(value.limit));
  if (value.page > 1) params.set("page", String(value.page));
  return params;
}
