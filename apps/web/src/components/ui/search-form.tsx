import { adminMessages, uiMessages } from "@classwise/shared";
import { type FormEvent, type ReactNode, useState } from "react";
import { Button } from "./button";
import { StrokeIcon } from "./stroke-icon";

export interface SearchFormProps {
  activeTerm: string;
  onSearch: (term: string) => void;
  onClear: () => void;
  /** The field's name (read by screen readers) and placeholder. */
  placeholder: string;
  /** Controls shown beside the field (a status filter). */
  children?: ReactNode;
}

/**
 * A list's search (product §5 user search): trimmed, submitted by button or Enter, an empty term is not sent;
 * Clear Search resets.
 */
export function SearchForm({ activeTerm, onSearch, onClear, placeholder, children }: SearchFormProps) {
  const [draft, setDraft] = useState(activeTerm);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const term = draft.trim();
    if (term) onSearch(term);
  };

  const clear = () => {
    setDraft("");
    onClear();
  };

  return (
    <search>
      <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row">
        <label className="relative flex-1">
          <span className="sr-only">{placeholder}</span>
          <StrokeIcon
            size={18}
            rounded={false}
            className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-400"
          >
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" />
          </StrokeIcon>
          <input
            type="search"
            value={draft}
            maxLength={200}
            onChange={(event) => setDraft(event.target.value)}
            placeholder={placeholder}
            className="w-full rounded-lg border border-slate-300 bg-white py-2.5 pr-3 pl-10 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 dark:border-slate-700 dark:bg-slate-900"
          />
        </label>
        {children}
        <div className="flex gap-2">
          <Button type="submit" className="flex-1 sm:flex-none">
            {uiMessages.search}
          </Button>
          {(activeTerm || draft) && (
            <Button variant="secondary" onClick={clear} className="flex-1 sm:flex-none">
              {adminMessages.clearSearch}
            </Button>
          )}
        </div>
      </form>
    </search>
  );
}
