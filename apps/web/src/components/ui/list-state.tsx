import type { ReactNode } from "react";
import { Button } from "./button";
import { LoadError } from "./load-error";
import { Spinner } from "./spinner";

export interface ListStateProps {
  query: { isPending: boolean; data: unknown; isPlaceholderData: boolean; refetch: () => unknown };
  /** The load failure's text, or null. Shown only when there is nothing loaded to keep on screen. */
  errorMessage: string | null;
  isEmpty: boolean;
  empty: ReactNode;
  /** Stands in while the first page loads; give it the list's final size so nothing below it moves. */
  loading?: ReactNode;
  children: ReactNode;
}

/**
 * The four states of a loaded list, in one order everywhere: loading, failed (with Try Again), empty, the
 * list. While the next page loads, the previous one stays on screen, dimmed and marked busy.
 */
export function ListState({ query, errorMessage, isEmpty, empty, loading, children }: ListStateProps) {
  if (query.isPending) return <>{loading ?? <Spinner />}</>;
  if (errorMessage && !query.data) return <LoadError message={errorMessage} onRetry={() => void query.refetch()} />;
  if (isEmpty) return <>{empty}</>;
  return (
    <div
      aria-busy={query.isPlaceholderData || undefined}
      className={query.isPlaceholderData ? "opacity-60 transition-opacity" : undefined}
    >
      {children}
    </div>
  );
}

/** The heading row of a dashboard list: title, how many there are, and Refresh (busy while it reloads). */
export function ListHeader({
  id,
  title,
  count,
  countTestId,
  query,
  refreshLabel,
}: {
  id: string;
  title: string;
  /** e.g. '12 classes', shown once the list has loaded. */
  count?: string | undefined;
  countTestId?: string;
  query: { isFetching: boolean; isPending: boolean; refetch: () => unknown };
  refreshLabel: string;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div>
        <h2 id={id} className="text-xl font-bold text-slate-900 sm:text-2xl dark:text-white">
          {title}
        </h2>
        {count !== undefined && (
          <p className="text-sm text-slate-600 dark:text-slate-400" data-testid={countTestId}>
            {count}
          </p>
        )}
      </div>
      <Button variant="secondary" busy={query.isFetching && !query.isPending} onClick={() => void query.refetch()}>
        {refreshLabel}
      </Button>
    </div>
  );
}

/** '1 class', '12 classes'. */
export function countOf(total: number, one: string, many: string): string {
  return `${total} ${total === 1 ? one : many}`;
}
