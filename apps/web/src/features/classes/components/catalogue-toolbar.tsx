import { catalogueMessages, PAGE_SIZES, uiMessages } from "@classwise/shared";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, type KeyboardEvent, useEffect, useId, useState } from "react";
import { StrokeIcon } from "../../../components/ui/stroke-icon";
import { suggestionsQueryOptions } from "../api/suggest-classes";

/** Pause after the last keystroke before suggestions are asked for. */
const SUGGEST_DELAY_MS = 200;

export interface CatalogueToolbarProps {
  search: string;
  limit: number;
  isRefreshing: boolean;
  onSearch: (term: string) => void;
  onClear: () => void;
  onRefresh: () => void;
  onLimitChange: (limit: number) => void;
}

/** Search box with clear button, Refresh and the page-size select (product §2 Catalogue, §5). */
export function CatalogueToolbar({
  search,
  limit,
  isRefreshing,
  onSearch,
  onClear,
  onRefresh,
  onLimitChange,
}: CatalogueToolbarProps) {
  const [draft, setDraft] = useState(search);
  const [typed, setTyped] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const sizeId = useId();
  const listId = useId();
  // Back/forward can change the active search under the box.
  useEffect(() => setDraft(search), [search]);
  // Suggestions follow the box once typing pauses (debounced), never on every keystroke.
  useEffect(() => {
    const timer = setTimeout(() => setTyped(draft.trim()), SUGGEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft]);
  const suggestions = useQuery(suggestionsQueryOptions(typed)).data ?? [];
  const expanded = open && typed.length > 0 && suggestions.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const runSearch = (term: string) => {
    setOpen(false);
    setActive(-1);
    onSearch(term.trim());
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    runSearch(draft);
  };
  const pick = (title: string) => {
    setDraft(title);
    runSearch(title);
  };
  const clear = () => {
    setDraft("");
    setOpen(false);
    if (search) onClear();
  };
  // The combobox pattern (WAI-ARIA APG): arrows move through the list, Enter picks, Escape closes.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (suggestions.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const last = suggestions.length - 1;
      setActive((current) =>
        event.key === "ArrowDown" ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1,
      );
    } else if (event.key === "Enter" && expanded && active >= 0) {
      event.preventDefault();
      const chosen = suggestions[active];
      if (chosen) pick(chosen.title);
    } else if (event.key === "Escape" && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
      <search className="flex-1">
        <form onSubmit={submit} className="flex gap-2">
          <div className="relative flex-1">
            <StrokeIcon
              d="M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM21 21l-4.35-4.35"
              size={18}
              className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-400"
            />
            <input
              type="search"
              role="combobox"
              aria-expanded={expanded}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
              autoComplete="off"
              value={draft}
              onChange={(event) => {
                setDraft(event.target.value);
                setOpen(true);
                setActive(-1);
              }}
              onKeyDown={onKeyDown}
              onBlur={() => setOpen(false)}
              placeholder={catalogueMessages.searchPlaceholder}
              aria-label={catalogueMessages.searchLabel}
              maxLength={200}
              className="h-11 w-full rounded-lg border border-slate-300 bg-white pl-10 pr-10 text-slate-900 placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 [&::-webkit-search-cancel-button]:hidden"
            />
            {draft && (
              <button
                type="button"
                onClick={clear}
                aria-label={catalogueMessages.clearSearchBox}
                className="absolute right-2 top-1/2 -translate-y-1/2 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-700 dark:hover:bg-slate-800 dark:hover:text-slate-200"
              >
                <StrokeIcon d="M6 6l12 12M18 6L6 18" size={16} strokeWidth={2.2} />
              </button>
            )}
            <div
              id={listId}
              role="listbox"
              aria-label={catalogueMessages.suggestionsLabel}
              hidden={!expanded}
              className="absolute left-0 right-0 top-12 z-20 max-h-80 overflow-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
            >
              {suggestions.map((suggestion, index) => (
                <div
                  key={suggestion._id}
                  id={optionId(index)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={index === active}
                  // Keeps the focus in the box: the click picks before the box's blur closes the list.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    pick(suggestion.title);
                  }}
                  className={`cursor-pointer px-3 py-2 text-sm text-slate-800 dark:text-slate-100 ${
                    index === active ? "bg-brand-50 dark:bg-brand-500/20" : "hover:bg-slate-50 dark:hover:bg-slate-800"
                  }`}
                >
                  {suggestion.title}
                </div>
              ))}
            </div>
          </div>
          <button
            type="submit"
            className="h-11 rounded-lg bg-brand-600 px-5 text-sm font-semibold text-white transition hover:bg-brand-700"
          >
            {uiMessages.search}
          </button>
        </form>
      </search>
      <div className="flex items-center gap-2">
        <button
          type="button"
          onClick={onRefresh}
          disabled={isRefreshing}
          className="inline-flex h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-700 transition hover:bg-slate-50 disabled:opacity-60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          <StrokeIcon
            d="M21 12a9 9 0 1 1-2.64-6.36M21 3v6h-6"
            size={16}
            className={isRefreshing ? "animate-spin" : ""}
          />
          {catalogueMessages.refresh}
        </button>
        <label htmlFor={sizeId} className="ml-auto text-sm text-slate-600 lg:ml-2 dark:text-slate-400">
          {catalogueMessages.pageSizeLabel}
        </label>
        <select
          id={sizeId}
          value={limit}
          onChange={(event) => onLimitChange(Number(event.target.value))}
          className="h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {catalogueMessages.perPage(size)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
