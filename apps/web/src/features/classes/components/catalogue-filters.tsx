import {
  CATEGORIES,
  type ClassListResponse,
  type ClassSort,
  catalogueMessages,
  formatCount,
  optionLabel,
  totalLabel,
} from "@classwise/shared";
import { type ReactNode, useId } from "react";
import { type CatalogueParams, hasFilters } from "../lib/catalogue-params";

/** The price choices offered: free, under an amount, ranges; the URL may hold any other whole-dollar bounds. */
const PRICE_CHOICES: { min?: number; max?: number; label: string }[] = [
  { max: 0, label: catalogueMessages.freePrice },
  { max: 25, label: catalogueMessages.underPrice(25) },
  { max: 50, label: catalogueMessages.underPrice(50) },
  { min: 25, max: 75, label: catalogueMessages.priceRange(25, 75) },
  { min: 75, max: 150, label: catalogueMessages.priceRange(75, 150) },
  { min: 150, label: catalogueMessages.overPrice(150) },
];

const priceKey = (min: number | undefined, max: number | undefined) => `${min ?? ""}-${max ?? ""}`;

const selectClass =
  "h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100";

function Labelled({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-300">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

export interface CatalogueFiltersProps {
  value: CatalogueParams;
  facets: ClassListResponse["facets"];
  onChange: (change: Partial<CatalogueParams>) => void;
}

/**
 * Subject (with the number of classes in each for the current search), price, rating and sort; every choice
 * goes into the URL, so a filtered list can be shared (docs/decisions/0034-ranked-search.md).
 */
export function CatalogueFilters({ value, facets, onChange }: CatalogueFiltersProps) {
  // An estimated count (a search whose matches were not all read, decision 46) reads "about N".
  const counts = new Map(
    facets?.map((facet) => {
      const label = totalLabel(facet.count, facet.estimate);
      return [facet.category, typeof label === "number" ? formatCount(label) : label];
    }),
  );
  const currentPrice = priceKey(value.minPrice, value.maxPrice);
  const customPrice =
    (value.minPrice !== undefined || value.maxPrice !== undefined) &&
    !PRICE_CHOICES.some((choice) => priceKey(choice.min, choice.max) === currentPrice);
  const sorts: ClassSort[] = value.search
    ? ["relevance", "newest", "popular", "rating", "price-low", "price-high"]
    : ["newest", "popular", "rating", "price-low", "price-high"];
  const sort = value.sort ?? (value.search ? "relevance" : "newest");
  const t = catalogueMessages;

  return (
    <fieldset className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
      <legend className="sr-only">{t.filtersLabel}</legend>
      <Labelled label={t.categoryLabel}>
        {(id) => (
          <select
            id={id}
            className={selectClass}
            value={value.category ?? ""}
            onChange={(event) =>
              onChange({ category: (event.target.value || undefined) as CatalogueParams["category"], page: 1 })
            }
          >
            <option value="">{t.allCategories}</option>
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {counts.has(category)
                  ? t.categoryOption(optionLabel(category), counts.get(category) ?? "0")
                  : optionLabel(category)}
              </option>
            ))}
          </select>
        )}
      </Labelled>
      <Labelled label={t.priceLabel}>
        {(id) => (
          <select
            id={id}
            className={selectClass}
            value={value.minPrice === undefined && value.maxPrice === undefined ? "" : currentPrice}
            onChange={(event) => {
              const choice = PRICE_CHOICES.find((c) => priceKey(c.min, c.max) === event.target.value);
              onChange({ minPrice: choice?.min, maxPrice: choice?.max, page: 1 });
            }}
          >
            <option value="">{t.anyPrice}</option>
            {PRICE_CHOICES.map((choice) => (
              <option key={choice.label} value={priceKey(choice.min, choice.max)}>
                {choice.label}
              </option>
            ))}
            {customPrice && (
              <option value={currentPrice}>
                {value.maxPrice === undefined
                  ? t.overPrice(value.minPrice ?? 0)
                  : t.priceRange(value.minPrice ?? 0, value.maxPrice)}
              </option>
            )}
          </select>
        )}
      </Labelled>
      <Labelled label={t.ratingLabel}>
        {(id) => (
          <select
            id={id}
            className={selectClass}
            value={value.minRating ?? ""}
            onChange={(event) =>
              onChange({ minRating: event.target.value ? Number(event.target.value) : undefined, page: 1 })
            }
          >
            <option value="">{t.anyRating}</option>
            <option value="4">{t.ratingAtLeast(4)}</option>
            <option value="3">{t.ratingAtLeast(3)}</option>
          </select>
        )}
      </Labelled>
      <Labelled label={t.sortLabel}>
        {(id) => (
          <select
            id={id}
            className={selectClass}
            value={sort}
            onChange={(event) => onChange({ sort: event.target.value as ClassSort, page: 1 })}
          >
            {sorts.map((option) => (
              <option key={option} value={option}>
                {t.sortOptions[option]}
              </option>
            ))}
          </select>
        )}
      </Labelled>
      {hasFilters(value) && (
        <button
          type="button"
          onClick={() =>
            onChange({ category: undefined, minPrice: undefined, maxPrice: undefined, minRating: undefined, page: 1 })
          }
          className="h-11 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          {t.clearFilters}
        </button>
      )}
    </fieldset>
  );
}
