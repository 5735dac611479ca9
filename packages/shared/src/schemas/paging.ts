import { MAX_BROWSE_ROWS, MAX_SEARCH_ROWS } from "../constants/index.js";
import { formatCount } from "../format.js";

/** The last page a list can be paged to (docs/decisions/0014-search.md), whatever its total. */
export function lastReachablePage(limit: number, searching: boolean): number {
  return Math.max(1, Math.floor((searching ? MAX_SEARCH_ROWS : MAX_BROWSE_ROWS) / limit));
}

/** Whether `page` of `limit` rows lies within the part of a list that can be paged through. */
export function isReachablePage(page: number, limit: number, searching: boolean): boolean {
  return page <= lastReachablePage(limit, searching);
}

/**
 * How a search term is matched (docs/decisions/0014-search.md). A term with a run of three or more letters
 * or digits matches anywhere in the text; a shorter one ("AI", "UX", "R") matches the start of a word, which
 * is what someone typing two letters means and what the trigram index can serve. A term with no letter or
 * digit at all has nothing an index could find: it is refused.
 */
export type SearchMatch = "anywhere" | "word-start" | "unsearchable";

export function searchMatchOf(term: string): SearchMatch {
  let longest = 0;
  for (const run of term.matchAll(/[\p{L}\p{N}]+/gu)) longest = Math.max(longest, [...run[0]].length);
  if (longest >= 3) return "anywhere";
  return longest > 0 ? "word-start" : "unsearchable";
}

/** A list's total as the screens print it: "about 4,300" when the API estimated it (a long search). */
export function totalLabel(total: number, isEstimate: boolean | undefined): number | string {
  return isEstimate ? `about ${formatCount(total)}` : total;
}
