import type { Category, ClassSort } from "@classwise/shared";
import { api } from "../../../lib/contract-call";
import { FALLBACK_CLASS_IMAGE, preloadImage } from "../../../lib/images";
import { pageQueryOptions } from "../../../lib/page-query";
import { queryClient } from "../../../lib/query-client";
import { queryKeys } from "../../../lib/query-keys";
import { type CatalogueParams, parseCatalogueParams } from "../lib/catalogue-params";

export type ListClassesParams = {
  page: number;
  limit: number;
  search?: string | undefined;
  status?: "approved" | undefined;
  category?: Category | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  minRating?: number | undefined;
  sort?: ClassSort | undefined;
};

/** A page of the catalogue, searched, filtered and sorted (product §7). */
export function listClasses(params: ListClassesParams, signal?: AbortSignal) {
  return api("GET /classes", { query: params, signal });
}

export function classesQueryOptions(params: ListClassesParams) {
  return pageQueryOptions(queryKeys.classes.catalogue(params), ({ signal }) => listClasses(params, signal));
}

/** The catalogue's read (product §2 /all-classes): approved classes, one page, optionally searched. */
export function catalogueQueryOptions({ search, ...rest }: CatalogueParams) {
  return classesQueryOptions({ ...rest, search: search || undefined, status: "approved" });
}

/**
 * Route loader of the catalogue: its read starts with the navigation, beside the session check, instead of
 * after it and the token request; the screen then finds it under way or done. The catalogue is public data,
 * so no token is needed yet. The first card's picture (the largest thing on the first screen) starts loading
 * as soon as the page of classes is in. Resolves at once.
 */
export function startCatalogueRead({ request }: { request: Request }) {
  const read = catalogueQueryOptions(parseCatalogueParams(new URL(request.url).searchParams));
  queryClient.fetchQuery(read).then(
    (page) => preloadImage(page.classes[0]?.image || FALLBACK_CLASS_IMAGE),
    // A failed read is the screen's to show: its query holds the error.
    () => undefined,
  );
  return null;
}
