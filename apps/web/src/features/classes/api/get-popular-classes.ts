import { POPULAR_CLASSES_LIMIT, type PublicClass } from "@classwise/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/contract-call";
import { queryKeys } from "../../../lib/query-keys";
import { listClasses } from "./list-classes";

/** The most enrolled classes (product §7). Public, so sent without the bearer token. */
export function getPopularClasses(signal?: AbortSignal): Promise<PublicClass[]> {
  return api("GET /popular-classes", { anonymous: true, signal }).then((data) => data.classes);
}

/** product §7: keep the approved classes, most enrolled first, at most six. */
export function pickPopular(classes: readonly PublicClass[]): PublicClass[] {
  return classes
    .filter((item) => item.status === "approved")
    .sort((a, b) => b.enrolledCount - a.enrolledCount)
    .slice(0, POPULAR_CLASSES_LIMIT);
}

export interface PopularClassesResult {
  classes: PublicClass[];
  /** Set when the popular call failed and the list came from the catalogue instead. */
  popularError: Error | null;
}

/**
 * product §7: when the popular call fails or answers an empty list, read the catalogue and pick from it.
 * The failure is returned (not toasted) so the component decides what to tell the visitor.
 */
export async function getPopularClassesWithFallback(signal?: AbortSignal): Promise<PopularClassesResult> {
  let popularError: Error | null = null;
  try {
    const classes = await getPopularClasses(signal);
    if (classes.length > 0) return { classes, popularError };
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    popularError = error as Error;
  }
  const page = await listClasses({ page: 1, limit: 100, status: "approved" }, signal);
  return { classes: pickPopular(page.classes), popularError };
}

export function popularClassesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.classes.popular,
    queryFn: ({ signal }) => getPopularClassesWithFallback(signal),
    retry: false,
  });
}

export function usePopularClasses() {
  return useQuery(popularClassesQueryOptions());
}
