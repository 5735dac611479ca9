import { uiMessages } from "@classwise/shared";
/**
 * The page numbers to show: at most `size` consecutive pages around `page`, shifted to stay inside
 * 1..total (product §9). Empty when there are no pages.
 */
export function pageWindow(page: number, total: number, size = 5): number[] {
  const pages = Math.max(0, Math.floor(total));
  const length = Math.min(Math.max(1, Math.floor(size)), pages);
  if (length === 0) return [];
  const current = Math.min(Math.max(1, Math.floor(page)), pages);
  const start = Math.min(Math.max(1, current - Math.floor(length / 2)), pages - length + 1);
  return Array.from({ length }, (_, offset) => start + offset);
}

export interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** Most page numbers shown at once (product §9: 5). */
  windowSize?: number;
  className?: string;
}

const baseButton =
  "inline-flex h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50";
const idleButton =
  "border-slate-300 bg-white text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800";
const currentButton = "border-brand-600 bg-brand-600 text-white dark:border-brand-500 dark:bg-brand-500";

/** Previous, up to five page numbers, Next. Hidden with one page or none; never asks for a page outside 1..total. */
export function Pagination({ page, totalPages, onChange, windowSize = 5, className = "" }: PaginationProps) {
  if (totalPages <= 1) return null;
  const go = (target: number) => {
    if (target >= 1 && target <= totalPages && target !== page) onChange(target);
  };
  return (
    <nav
      aria-label={uiMessages.pagination}
      className={`flex flex-wrap items-center justify-center gap-1.5 ${className}`}
    >
      <button type="button" className={`${baseButton} ${idleButton}`} disabled={page <= 1} onClick={() => go(page - 1)}>
        {uiMessages.previous}
      </button>
      {pageWindow(page, totalPages, windowSize).map((number) => (
        <button
          key={number}
          type="button"
          aria-label={`Page ${number}`}
          aria-current={number === page ? "page" : undefined}
          className={`${baseButton} ${number === page ? currentButton : idleButton}`}
          onClick={() => go(number)}
        >
          {number}
        </button>
      ))}
      <button
        type="button"
        className={`${baseButton} ${idleButton}`}
        disabled={page >= totalPages}
        onClick={() => go(page + 1)}
      >
        {uiMessages.next}
      </button>
    </nav>
  );
}
