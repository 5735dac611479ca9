import {
  apiMessages,
  DEFAULT_PAGE_SIZE,
  lastReachablePage,
  MAX_BROWSE_ROWS,
  MAX_SEARCH_ROWS,
  totalLabel,
} from "@classwise/shared";
import { useEffect, useState } from "react";
import { toast } from "../../lib/toast";
import { type LoadErrorTexts, loadErrorText } from "./load-error";

/** Page and page size of a dashboard list, kept in the component (the catalogue keeps them in the URL). */
export function usePageState(initialLimit: number = DEFAULT_PAGE_SIZE) {
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(initialLimit);
  /** The four options usePagedList takes from this state, to spread into its call. */
  const paging = { page, onPageChange: setPage, limit, onLimitChange: setLimit };
  return { page, limit, setPage, setLimit, paging };
}

/** What a paged list needs of its query (TanStack's UseQueryResult has all of it). */
export interface PagedQuery {
  data: { totalPages: number; totalIsEstimate?: true | undefined } | undefined;
  error: Error | null;
  isPlaceholderData: boolean;
}

export interface PagedListOptions {
  page: number;
  /** Called to bring the page back inside 1..totalPages. */
  onPageChange: (page: number) => void;
  /** The page size: with its setter, the hook also hands back the footer's props (`pager`). */
  limit?: number;
  onLimitChange?: (limit: number) => void;
  /** The list's total from its page (`totalClasses`, `totalUsers`…). */
  total?: number | undefined;
  /** Whether the list is a search: searches can be paged less deep than lists (docs/decisions/0014-search.md). */
  searching?: boolean;
  errorTexts: LoadErrorTexts;
  /** One toast per failure even when several screens show the same list. */
  errorToastId?: string;
}

/**
 * The rules every paged list follows: the page stays within the pages that exist and can be reached (a
 * stale link, a delete elsewhere, a search that shrank the list; product §5; the API pages through the first
 * 10,000 rows of a list and the first 1,000 matches of a search), and a failed load is toasted in the
 * spec's words (§8). Returns the pages the pager offers, what to say about the total and the rest, the
 * failure's text for the state view and the page footer's props.
 */
export function usePagedList(
  query: PagedQuery,
  {
    page,
    onPageChange,
    limit = DEFAULT_PAGE_SIZE,
    onLimitChange,
    total = 0,
    searching = false,
    errorTexts,
    errorToastId,
  }: PagedListOptions,
) {
  const existing = query.data?.totalPages ?? 0;
  const totalPages = Math.min(existing, lastReachablePage(limit, searching));
  const hasFreshData = Boolean(query.data) && !query.isPlaceholderData;
  // Past the reachable pages a search (or a narrower one) finds the rest: say so under the pager.
  const pagingNote =
    existing > totalPages
      ? searching
        ? apiMessages.searchTooDeep(MAX_SEARCH_ROWS)
        : apiMessages.pageTooDeep(MAX_BROWSE_ROWS)
      : null;
  const shownTotal = totalLabel(total, query.data?.totalIsEstimate);

  useEffect(() => {
    if (hasFreshData && page > Math.max(1, totalPages)) onPageChange(Math.max(1, totalPages));
  }, [hasFreshData, page, totalPages, onPageChange]);

  const errorMessage = query.error ? loadErrorText(query.error, errorTexts) : null;
  useEffect(() => {
    if (errorMessage) toast.error(errorMessage, errorToastId ? { toastId: errorToastId } : undefined);
  }, [errorMessage, errorToastId]);

  // The footer shows once a non-empty page has loaded.
  const pager =
    query.data && total > 0 && onLimitChange
      ? { page, limit, total, shownTotal, totalPages, pagingNote, onPage: onPageChange, onLimit: onLimitChange }
      : null;

  return { totalPages, shownTotal, pagingNote, errorMessage, pager };
}
