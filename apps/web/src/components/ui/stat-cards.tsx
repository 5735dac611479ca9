import { formatCount } from "@classwise/shared";
import { StrokeIcon } from "./stroke-icon";

export interface StatCard {
  key: string;
  label: string;
  /** The figure; '–' is shown while it is not known yet. */
  value: number | undefined;
  tone: "brand" | "emerald" | "amber" | "sky";
  /** An SVG path drawn with a 2 px stroke on a 24 px grid. */
  icon: string;
  /** How the figure is written; a count with thousands separators by default. */
  format?: (value: number) => string;
}

const tones: Record<StatCard["tone"], string> = {
  brand: "bg-brand-50 text-brand-600 dark:bg-brand-500/15 dark:text-brand-100",
  emerald: "bg-emerald-50 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300",
  amber: "bg-amber-50 text-amber-700 dark:bg-amber-500/15 dark:text-amber-300",
  sky: "bg-sky-50 text-sky-700 dark:bg-sky-500/15 dark:text-sky-300",
};

export const statIcons = {
  assignments:
    "M9 5h6M9 3h6a1 1 0 0 1 1 1v2H8V4a1 1 0 0 1 1-1zM8 5H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-2M8 12h8M8 16h5",
  completed: "M9 12l2 2 4-4M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z",
  pending: "M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z",
  enrolled: "M4 19.5V6a2 2 0 0 1 2-2h12v16H6a2 2 0 0 1-2-2zM8 8h6",
  students:
    "M16 19v-1a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v1M9 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM22 19v-1a4 4 0 0 0-3-3.87M16 4.13a3 3 0 0 1 0 5.74",
  submissions: "M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M16 6l-4-4-4 4M12 2v13",
  users:
    "M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM22 21v-2a4 4 0 0 0-3-3.87M16 3.13a3 3 0 0 1 0 5.75",
  classes: "M2 4h7a3 3 0 0 1 3 3v13a2 2 0 0 0-2-2H2zM22 4h-7a3 3 0 0 0-3 3v13a2 2 0 0 1 2-2h8z",
  enrolments: "M22 10L12 5 2 10l10 5 10-5zM6 12v5c3 2 9 2 12 0v-5",
  money: "M12 2v20M17 5H9.5a3.5 3.5 0 0 0 0 7h5a3.5 3.5 0 0 1 0 7H6",
  certificates: "M12 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12zM8.2 13.9L7 22l5-3 5 3-1.2-8.1",
} as const;

const sizes = {
  // Three across even on a phone: the icon sits above the label there and beside both from `sm` up.
  compact: {
    list: "grid grid-cols-3 gap-3 sm:gap-4",
    card: "p-3 sm:p-5 sm:pl-[5.25rem]",
    icon: "h-10 w-10 sm:absolute sm:left-5 sm:top-1/2 sm:h-12 sm:w-12 sm:-translate-y-1/2",
    label: "text-xs sm:text-sm",
    value: "text-2xl sm:text-3xl",
  },
  large: {
    list: "grid gap-5 sm:grid-cols-3",
    card: "p-6 pl-[6rem]",
    icon: "absolute left-6 top-1/2 h-14 w-14 -translate-y-1/2",
    label: "text-sm",
    value: "text-3xl font-extrabold",
  },
} as const;

/**
 * A row of labelled figures (product §2 stat cards, Class Progress, Platform Statistics). Each card is one
 * dt/dd pair in its own div, the only grouping a description list allows; the pictogram sits inside the dt.
 */
export function StatCards({
  cards,
  label,
  testIdPrefix = "stat",
  size = "compact",
}: {
  cards: readonly StatCard[];
  label?: string;
  testIdPrefix?: string;
  size?: keyof typeof sizes;
}) {
  const look = sizes[size];
  // Four compact cards go two by two, then four across where there is room.
  const list = size === "compact" && cards.length === 4 ? "grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4" : look.list;
  return (
    <dl aria-label={label} className={list}>
      {cards.map((card) => (
        <div
          key={card.key}
          className={`relative flex min-w-0 flex-col justify-center rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900 ${look.card}`}
        >
          <dt className={`flex flex-col gap-3 font-medium text-slate-600 dark:text-slate-400 ${look.label}`}>
            <span className={`flex shrink-0 items-center justify-center rounded-xl ${look.icon} ${tones[card.tone]}`}>
              <StrokeIcon d={card.icon} size={22} />
            </span>
            {card.label}
          </dt>
          <dd
            className={`font-bold tabular-nums tracking-tight text-slate-900 dark:text-white ${look.value}`}
            data-testid={`${testIdPrefix}-${card.key}`}
          >
            {card.value === undefined ? "–" : (card.format ?? formatCount)(card.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
