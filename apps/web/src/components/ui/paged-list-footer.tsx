import { PAGE_SIZES } from "@classwise/shared";
import { Pagination } from "./pagination";

export interface PagedListFooterProps {
  page: number;
  limit: number;
  total: number;
  /** The total as printed ("about 4,300" when estimated); the total itself when absent. */
  shownTotal?: number | string;
  totalPages: number;
  /** Said under the pager when the list goes on past the pages that can be reached. */
  pagingNote?: string | null;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
  /** Names the range text for the tests, which each list tells apart. */
  rangeTestId: string;
  /** The lists are worded differently ('Per page', 'Rows per page'). */
  perPageLabel?: string;
  describeRange?: (first: number, last: number, total: number | string) => string;
  /** Below this breakpoint the controls stack above the pager; wide lists need the room until `lg`. */
  stackBelow?: "md" | "lg";
}

const defaultRange = (first: number, last: number, total: number | string) => `Showing ${first} to ${last} of ${total}`;

const layout = {
  md: "flex flex-col items-center gap-4 md:flex-row md:justify-between",
  lg: "flex flex-col items-center gap-4 lg:flex-row lg:justify-between",
};

/** Page-size select (5, 10, 15, 20), 'Showing X to Y of N' and the pager under a dashboard list. */
export function PagedListFooter({
  page,
  limit,
  total,
  shownTotal = total,
  totalPages,
  pagingNote,
  onPage,
  onLimit,
  rangeTestId,
  perPageLabel = "Per page",
  describeRange = defaultRange,
  stackBelow = "lg",
}: PagedListFooterProps) {
  const first = total === 0 ? 0 : (page - 1) * limit + 1;
  const last = Math.min(page * limit, total);
  return (
    <div className={layout[stackBelow]}>
      <div className="flex flex-wrap items-center justify-center gap-3 text-sm text-slate-600 dark:text-slate-400">
        <label className="flex items-center gap-2">
          <span>{perPageLabel}</span>
          <select
            value={limit}
            onChange={(event) => {
              onLimit(Number(event.target.value));
              // product §5: a new page size starts again from page 1.
              onPage(1);
            }}
            className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        <span data-testid={rangeTestId}>{describeRange(first, last, shownTotal)}</span>
      </div>
      <div className="flex flex-col items-center gap-2">
        <Pagination page={page} totalPages={totalPages} onChange={onPage} />
        {pagingNote && <p className="text-center text-xs text-slate-600 dark:text-slate-400">{pagingNote}</p>}
      </div>
    </div>
  );
}
