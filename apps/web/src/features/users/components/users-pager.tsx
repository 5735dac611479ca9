/** Window of at most five page numbers around the current page (spec §9). */
function pageWindow(page: number, totalPages: number): number[] {
  const size = Math.min(5, totalPages);
  const start = Math.min(Math.max(1, page - 2), totalPages - size + 1);
  return Array.from({ length: size }, (_, index) => start + index);
}

const pagerButton =
  "min-w-10 rounded-lg border px-3 py-2 text-sm font-medium transition disabled:cursor-not-allowed disabled:opacity-50";
const idle =
  "border-slate-300 bg-white text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800";
const active = "border-brand-600 bg-brand-600 text-white dark:border-brand-500 dark:bg-brand-500";

/** Previous, page numbers, Next; hidden with one page or none; never leaves 1..totalPages (spec §5). */
export function UsersPager({
  page,
  totalPages,
  onChange,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  const go = (target: number) => {
    if (target >= 1 && target <= totalPages && target !== page) onChange(target);
  };
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-center gap-1.5">
      <button type="button" className={`${pagerButton} ${idle}`} disabled={page <= 1} onClick={() => go(page - 1)}>
        Previous
      </button>
      {pageWindow(page, totalPages).map((number) => (
        <button
          key={number}
          type="button"
          aria-current={number === page ? "page" : undefined}
          aria-label={`Page ${number}`}
          className={`${pagerButton} ${number === page ? active : idle}`}
          onClick={() => go(number)}
        >
          {number}
        </button>
      ))}
      <button
        type="button"
        className={`${pagerButton} ${idle}`}
        disabled={page >= totalPages}
        onClick={() => go(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
