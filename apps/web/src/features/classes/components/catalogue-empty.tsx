import { messages } from "@classwise/shared";

/** spec §2 Catalogue: nothing for this search, or nothing approved yet. */
export function CatalogueEmpty({ search, onClear }: { search: string; onClear: () => void }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center dark:border-slate-700">
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400">
        <svg
          viewBox="0 0 24 24"
          width="28"
          height="28"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          aria-hidden="true"
        >
          <path d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20V2H6.5A2.5 2.5 0 0 0 4 4.5v15zM4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5" />
        </svg>
      </span>
      {search ? (
        <>
          <h2 className="mt-4 text-xl font-semibold text-slate-900 dark:text-white">
            {messages.catalogue.noResults(search)}
          </h2>
          <p className="mt-2 text-slate-600 dark:text-slate-400">Try another word, or a teacher's name.</p>
          <button
            type="button"
            onClick={onClear}
            className="mt-6 rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {messages.catalogue.clearSearch}
          </button>
        </>
      ) : (
        <>
          <h2 className="mt-4 text-xl font-semibold text-slate-900 dark:text-white">{messages.catalogue.empty}</h2>
          <p className="mt-2 max-w-md text-slate-600 dark:text-slate-400">{messages.catalogue.emptyHint}</p>
        </>
      )}
    </div>
  );
}
