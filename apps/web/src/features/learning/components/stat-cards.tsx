export interface StatCard {
  key: string;
  label: string;
  value: number | undefined;
  tone: "brand" | "emerald" | "amber" | "sky";
  /** An SVG path drawn with a 2 px stroke on a 24 px grid. */
  icon: string;
}

const tones: Record<StatCard["tone"], string> = {
  brand: "bg-brand-50 text-brand-600 dark:bg-brand-500/15 dark:text-brand-100",
  emerald: "bg-emerald-50 text-emerald-600 dark:bg-emerald-500/15 dark:text-emerald-300",
  amber: "bg-amber-50 text-amber-600 dark:bg-amber-500/15 dark:text-amber-300",
  sky: "bg-sky-50 text-sky-600 dark:bg-sky-500/15 dark:text-sky-300",
};

export const statIcons = {
  assignments:
    "M9 5h6M9 3h6a1 1 0 0 1 1 1v2H8V4a1 1 0 0 1 1-1zM8 5H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-2M8 12h8M8 16h5",
  completed: "M9 12l2 2 4-4M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z",
  pending: "M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z",
  students:
    "M16 19v-1a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v1M9 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM22 19v-1a4 4 0 0 0-3-3.87M16 4.13a3 3 0 0 1 0 5.74",
  submissions: "M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M16 6l-4-4-4 4M12 2v13",
} as const;

/** A row of counters (spec §2 stat cards and Class Progress); '–' while a figure is not known yet. */
export function StatCards({ cards, label }: { cards: readonly StatCard[]; label: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-3 gap-3 sm:gap-4">
      {cards.map((card) => (
        <div
          key={card.key}
          className="flex min-w-0 flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:flex-row sm:items-center sm:p-5 dark:border-slate-800 dark:bg-slate-900"
        >
          <span
            className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-xl sm:h-12 sm:w-12 ${tones[card.tone]}`}
          >
            <svg
              viewBox="0 0 24 24"
              width="22"
              height="22"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d={card.icon} strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </span>
          <div className="min-w-0">
            <dt className="text-xs font-medium text-slate-600 sm:text-sm dark:text-slate-400">{card.label}</dt>
            <dd
              className="text-2xl font-bold tabular-nums text-slate-900 sm:text-3xl dark:text-white"
              data-testid={`stat-${card.key}`}
            >
              {card.value ?? "–"}
            </dd>
          </div>
        </div>
      ))}
    </dl>
  );
}
