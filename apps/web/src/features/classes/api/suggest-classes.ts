import type { ClassSuggestionsResponse } from "@classwise/shared";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** GET /class-suggestions?q=: up to eight titles that start like the term (the search box's list). */
export function suggestionsQueryOptions(term: string) {
  return queryOptions({
    queryKey: queryKeys.classes.suggestions(term),
    queryFn: ({ signal }) => apiRequest<ClassSuggestionsResponse>("/class-suggestions", { query: { q: term }, signal }),
    enabled: term.length > 0,
    staleTime: 30_000,
    select: (data) => data.suggestions,
  });
}
