import { DEFAULT_PAGE_SIZE } from "@classwise/shared";
import { useEffect, useState } from "react";
import { toast } from "react-toastify";
import { type LoadErrorTexts, loadErrorText } from "./load-error";

/** Page and page size of a dashboard list, kept in the component (the catalogue keeps them in the URL). */
export function usePageState(initialLimit: number = DEFAULT_PAGE_SIZE) {
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(initialLimit);
  return { page, limit, setPage, setLimit };
}

/** What a paged list needs of its query (TanStack's UseQueryResult has all of it). */
export interface PagedQuery {
  data: { totalPages: number } | undefined;
  error: Error | null;
  isPlaceholderData: boolean;
}

export interface PagedListOptions {
  page: number;
  /** Called to bring the page back inside 1..totalPages. */
  onPageChange: (page: number) => void;
  /** With a page size and its setter, the hook also hands back the footer's props (`pager`). */
  limit?: number;
  onLimitChange?: (limit: number) => void;
  /** The list's total from its page (`totalClasses`, `totalUsers`…). */
  total?: number | undefined;
  errorTexts: LoadErrorTexts;
  /** One toast per failure even when several screens show the same list. */
  errorToastId?: string;
}

/**
 * The rules every paged list follows: the page stays within 1..total pages (a stale link, a delete elsewhere,
 * a search that shrank the list; spec §5), and a failed load is toasted in the spec's words (§8).
 * Returns the total page count, the failure's text for the state view and the page footer's props.
 */
export function usePagedList(
  query: PagedQuery,
  { page, onPageChange, limit, onLimitChange, total = 0, errorTexts, errorToastId }: PagedListOptions,
) {
  const totalPages = query.data?.totalPages ?? 0;
  const hasFreshData = Boolean(query.data) && !query.isPlaceholderData;

  useEffect(() => {
    if (hasFreshData && page > Math.max(1, totalPages)) onPageChange(Math.max(1, totalPages));
  }, [hasFreshData, page, totalPages, onPageChange]);

  const errorMessage = query.error ? loadErrorText(query.error, errorTexts) : null;
  useEffect(() => {
    if (errorMessage) toast.error(errorMessage, errorToastId ? { toastId: errorToastId } : undefined);
  }, [errorMessage, errorToastId]);

  // The footer shows once a non-empty page has loaded.
  const pager =
    query.data && total > 0 && limit !== undefined && onLimitChange
      ? { page, limit, total, totalPages, onPage: onPageChange, onLimit: onLimitChange }
      : null;

  return { totalPages, errorMessage, pager };
}
