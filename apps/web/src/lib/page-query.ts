import { keepPreviousData, type QueryFunction, type QueryKey, queryOptions } from "@tanstack/react-query";

/**
 * The query options of one page of a list: the previous page stays on screen while the next one loads (no
 * flash of the spinner on paging).
 */
export function pageQueryOptions<TData, TKey extends QueryKey>(queryKey: TKey, queryFn: QueryFunction<TData, TKey>) {
  return queryOptions({ queryKey, queryFn, placeholderData: keepPreviousData });
}
