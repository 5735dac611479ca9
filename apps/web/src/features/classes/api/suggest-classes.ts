import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/contract-call";
import { queryKeys } from "../../../lib/query-keys";

/** Up to eight titles that start like the term (the search box's list). */
export function suggestionsQueryOptions(term: string) {
  return queryOptions({
    queryKey: queryKeys.classes.suggestions(term),
    queryFn: ({ signal }) => api("GET /class-suggestions", { query: { q: term }, signal }),
    enabled: term.length > 0,
    staleTime: 30_000,
    select: (data) => data.suggestions,
  });
}
