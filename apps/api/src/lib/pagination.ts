import { isReachablePage, MAX_BROWSE_ROWS, MAX_SEARCH_ROWS, messages, totalPagesFor } from "@classwise/shared";
import { badRequest } from "./errors.js";

/** Offset and limit of a page; pages past the end are valid and return no rows. */
export function pageWindow(page: number, limit: number) {
  return { offset: (page - 1) * limit, limit };
}

/**
 * The window of a page of a long list, refused with a clear 400 past the part that can be paged through
 * (docs/decisions/0014-search.md): deeper pages would cost reads that grow with the page number.
 */
export function browseWindow(query: { page: number; limit: number }, searching: boolean) {
  if (!isReachablePage(query.page, query.limit, searching)) {
    const message = searching ? messages.api.searchTooDeep(MAX_SEARCH_ROWS) : messages.api.pageTooDeep(MAX_BROWSE_ROWS);
    throw badRequest(message, { page: [message] });
  }
  return pageWindow(query.page, query.limit);
}

/**
 * The window of a page of a list without search (one user's notifications, one assignment's submissions),
 * refused past its first MAX_BROWSE_ROWS rows with `tooDeep(MAX_BROWSE_ROWS)` as the 400's message.
 */
export function boundedWindow(query: { page: number; limit: number }, tooDeep: (rows: number) => string) {
  if (!isReachablePage(query.page, query.limit, false)) {
    const message = tooDeep(MAX_BROWSE_ROWS);
    throw badRequest(message, { page: [message] });
  }
  return pageWindow(query.page, query.limit);
}

export function totalPages(total: number, limit: number): number {
  return totalPagesFor(total, limit);
}
