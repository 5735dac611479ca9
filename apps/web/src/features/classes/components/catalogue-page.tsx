import { messages } from "@classwise/shared";
import { useEffect } from "react";
import { toast } from "react-toastify";
import { Pagination } from "../../../components/ui/pagination";
import { Spinner } from "../../../components/ui/spinner";
import { ApiError } from "../../../lib/api-client";
import { useClasses } from "../api/list-classes";
import { useCatalogueParams } from "../lib/use-catalogue-params";
import { CatalogueEmpty } from "./catalogue-empty";
import { CatalogueToolbar } from "./catalogue-toolbar";
import { ClassCard } from "./class-card";

/** success:false in a 200 answer reads 'Failed to fetch classes'; a failed request 'Failed to load classes'. */
function loadErrorMessage(error: Error): string {
  return error instanceof ApiError && error.status >= 200 && error.status < 300
    ? messages.classes.fetchFailed
    : messages.classes.loadFailed;
}

/** spec §2 Catalogue (/all-classes): approved classes, searchable and paged. */
export function CataloguePage() {
  const [{ page, limit, search }, update] = useCatalogueParams();
  const query = useClasses({ page, limit, search: search || undefined, status: "approved" });
  const data = query.data;
  const totalPages = data?.totalPages ?? 0;
  const totalClasses = data?.totalClasses ?? 0;

  // spec §5: the page stays within 1..total pages (a stale link, or a list that shrank).
  useEffect(() => {
    if (data && !query.isPlaceholderData && page > Math.max(1, totalPages)) {
      update({ page: Math.max(1, totalPages) }, { replace: true });
    }
  }, [data, query.isPlaceholderData, page, totalPages, update]);

  useEffect(() => {
    if (query.error) toast.error(loadErrorMessage(query.error));
  }, [query.error]);

  const classes = data?.classes ?? [];
  const first = totalClasses === 0 ? 0 : (page - 1) * limit + 1;
  const last = Math.min(page * limit, totalClasses);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <header className="mb-8">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
          {messages.catalogue.title}
        </h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">
          Learn from practitioners. One-time payment, lifetime access, certificate on completion.
        </p>
      </header>

      <CatalogueToolbar
        search={search}
        limit={limit}
        isRefreshing={query.isFetching && !query.isPending}
        onSearch={(term) => update({ search: term, page: 1 })}
        onClear={() => update({ search: "", page: 1 })}
        onRefresh={() => void query.refetch()}
        onLimitChange={(size) => update({ limit: size, page: 1 })}
      />

      {search && (
        <div className="mt-4 flex">
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pl-3 pr-1 text-sm font-medium text-brand-700 dark:bg-brand-500/15 dark:text-brand-100">
            {messages.catalogue.searching(search)}
            <button
              type="button"
              onClick={() => update({ search: "", page: 1 })}
              aria-label="Clear search term"
              className="rounded-full p-1 hover:bg-brand-100 dark:hover:bg-brand-500/25"
            >
              <svg
                viewBox="0 0 24 24"
                width="14"
                height="14"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.4"
                aria-hidden="true"
              >
                <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
              </svg>
            </button>
          </span>
        </div>
      )}

      <div className="mt-8">
        {query.isPending ? (
          <Spinner />
        ) : query.isError && !data ? (
          <div
            role="alert"
            className="rounded-2xl border border-red-200 bg-red-50 p-8 text-center dark:border-red-900/60 dark:bg-red-950/40"
          >
            <p className="text-red-700 dark:text-red-300">{loadErrorMessage(query.error)}</p>
            <button
              type="button"
              onClick={() => void query.refetch()}
              className="mt-4 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
            >
              Try Again
            </button>
          </div>
        ) : classes.length === 0 ? (
          <CatalogueEmpty search={search} onClear={() => update({ search: "", page: 1 })} />
        ) : (
          <>
            <ul
              aria-label="Classes"
              aria-busy={query.isPlaceholderData}
              className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${query.isPlaceholderData ? "opacity-60" : ""}`}
            >
              {classes.map((item, index) => (
                <li key={item._id}>
                  <ClassCard item={item} eager={index < 3} />
                </li>
              ))}
            </ul>
            <div className="mt-10 flex flex-col items-center gap-5">
              <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="catalogue-summary">
                {messages.catalogue.showing(first, last, totalClasses)}
                <span aria-hidden="true"> · </span>
                {totalPages <= 1 ? messages.catalogue.allDisplayed : messages.catalogue.pageOf(page, totalPages)}
              </p>
              <Pagination page={page} totalPages={totalPages} onChange={(next) => update({ page: next })} />
            </div>
          </>
        )}
      </div>
    </div>
  );
}
