import { catalogueMessages, classesMessages } from "@classwise/shared";
import { useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { ListState } from "../../../components/ui/list-state";
import { Pagination } from "../../../components/ui/pagination";
import { StrokeIcon } from "../../../components/ui/stroke-icon";
import { usePagedList } from "../../../components/ui/use-paged-list";
import { catalogueQueryOptions } from "../api/list-classes";
import { useCatalogueParams } from "../lib/use-catalogue-params";
import { CatalogueEmpty } from "./catalogue-empty";
import { CatalogueFilters } from "./catalogue-filters";
import { CatalogueToolbar } from "./catalogue-toolbar";
import { ClassCard } from "./class-card";

/** product §2 Catalogue (/all-classes): approved classes, searched by relevance, filtered, sorted and paged. */
export function CataloguePage() {
  const [params, update] = useCatalogueParams();
  const { page, limit, search } = params;
  const query = useQuery(catalogueQueryOptions(params));
  const data = query.data;
  const totalClasses = data?.totalClasses ?? 0;

  // product §5: the page stays within 1..total pages (a stale link, or a list that shrank).
  const keepPageInRange = useCallback((next: number) => update({ page: next }, { replace: true }), [update]);
  const { errorMessage, totalPages, shownTotal, pagingNote } = usePagedList(query, {
    page,
    onPageChange: keepPageInRange,
    limit,
    total: totalClasses,
    searching: Boolean(search),
    errorTexts: classesMessages,
  });

  const classes = data?.classes ?? [];
  const first = totalClasses === 0 ? 0 : (page - 1) * limit + 1;
  const last = Math.min(page * limit, totalClasses);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <header className="mb-8">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
          {catalogueMessages.title}
        </h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">{catalogueMessages.subtitle}</p>
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

      <CatalogueFilters value={params} facets={data?.facets} onChange={update} />

      {search && (
        <div className="mt-4 flex">
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pl-3 pr-1 text-sm font-medium text-brand-700 dark:bg-brand-500/15 dark:text-brand-100">
            {catalogueMessages.searching(search)}
            <button
              type="button"
              onClick={() => update({ search: "", page: 1 })}
              aria-label={catalogueMessages.clearSearchTerm}
              className="rounded-full p-1 hover:bg-brand-100 dark:hover:bg-brand-500/25"
            >
              <StrokeIcon d="M6 6l12 12M18 6L6 18" size={14} strokeWidth={2.4} />
            </button>
          </span>
        </div>
      )}

      <div className="mt-8">
        <ListState
          query={query}
          errorMessage={errorMessage}
          isEmpty={classes.length === 0}
          empty={<CatalogueEmpty search={search} onClear={() => update({ search: "", page: 1 })} />}
        >
          {/* The cards' titles are h3s: a heading between them and the page's h1 keeps the outline whole. */}
          <h2 className="sr-only">{catalogueMessages.listLabel}</h2>
          {/* The first card's picture is the page's largest paint (preloaded by the server for the first page);
              the others wait for the first paint so that they do not share the network with it. */}
          <ul aria-label={catalogueMessages.listLabel} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {classes.map((item, index) => (
              <li key={item._id}>
                <ClassCard item={item} eager={index < 3} afterFirstPaint={index > 0} />
              </li>
            ))}
          </ul>
          <div className="mt-10 flex flex-col items-center gap-5">
            <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="catalogue-summary">
              {catalogueMessages.showing(first, last, shownTotal)}
              <span aria-hidden="true"> · </span>
              {totalPages <= 1 ? catalogueMessages.allDisplayed : catalogueMessages.pageOf(page, totalPages)}
            </p>
            <Pagination page={page} totalPages={totalPages} onChange={(next) => update({ page: next })} />
            {pagingNote && <p className="text-center text-xs text-slate-600 dark:text-slate-400">{pagingNote}</p>}
          </div>
        </ListState>
      </div>
    </div>
  );
}
