import { PAGE_SIZES } from "@classwise/shared";
import { useId } from "react";
import { Pagination } from "../../../components/ui/pagination";

export interface ListFooterProps {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
  /** What is counted, e.g. 'classes'. */
  noun: string;
  onPage: (page: number) => void;
  /** spec §5: changing the page size returns to page 1 (the caller does). */
  onLimit: (limit: number) => void;
}

/** Page-size select (5, 10, 15, 20), 'Showing X to Y of N' and the pager of a dashboard list. */
export function ListFooter({ page, limit, total, totalPages, noun, onPage, onLimit }: ListFooterProps) {
  const selectId = useId();
  const first = total === 0 ? 0 : (page - 1) * limit + 1;
  const last = Math.min(page * limit, total);
  return (
    <div className="flex flex-col items-center gap-4 lg:flex-row lg:justify-between">
      <div className="flex flex-wrap items-center justify-center gap-3 text-sm text-slate-600 dark:text-slate-400">
        <label htmlFor={selectId}>Per page</label>
        <select
          id={selectId}
          value={limit}
          onChange={(event) => onLimit(Number(event.target.value))}
          className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
        <span data-testid="list-range">
          Showing {first} to {last} of {total} {noun}
        </span>
      </div>
      <Pagination page={page} totalPages={totalPages} onChange={onPage} />
    </div>
  );
}
