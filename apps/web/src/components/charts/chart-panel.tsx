import { lazy, type ReactNode, Suspense } from "react";
import { panelClass } from "../ui/titled-section";

// Chart.js loads with the first chart drawn, never with the screens that draw none.
const ChartCanvas = lazy(() => import("./chart-canvas"));

export interface ChartSeries {
  label: string;
  values: readonly number[];
  tone: "brand" | "emerald" | "amber" | "rose" | "sky";
}

export interface ChartPanelProps {
  titleId: string;
  title: string;
  /** One sentence saying what the chart shows; the canvas's accessible name. */
  description: string;
  kind?: "bar" | "line";
  /** The x axis: one label per period. */
  labels: readonly string[];
  series: readonly ChartSeries[];
  format: (value: number) => string;
  /** The first column's heading of the table (e.g. "Day"). */
  periodHeading: string;
  /** Shown above the chart on the right, e.g. a total. */
  aside?: ReactNode;
}

/**
 * A chart with the same figures in a table beside it (below it on narrow screens): the canvas is an image
 * named by `description`; screen readers and keyboard users read the table, which scrolls on its own.
 */
export function ChartPanel({
  titleId,
  title,
  description,
  kind = "bar",
  labels,
  series,
  format,
  periodHeading,
  aside,
}: ChartPanelProps) {
  return (
    <section aria-labelledby={titleId} className={panelClass}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={titleId} className="text-lg font-semibold">
          {title}
        </h3>
        {aside}
      </div>
      <div className="mt-4 grid gap-5 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div role="img" aria-label={description} className="relative h-64 min-w-0">
          <Suspense fallback={null}>
            <ChartCanvas kind={kind} labels={labels} series={series} format={format} />
          </Suspense>
        </div>
        <section
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
          tabIndex={0}
          aria-label={`${title}: table`}
          className="max-h-64 overflow-auto rounded-lg border border-slate-200 dark:border-slate-800"
        >
          <table className="min-w-full text-sm">
            <caption className="sr-only">{title}</caption>
            <thead className="sticky top-0 bg-slate-50 dark:bg-slate-800">
              <tr>
                <th scope="col" className="px-3 py-2 text-left font-semibold">
                  {periodHeading}
                </th>
                {series.map((item) => (
                  <th key={item.label} scope="col" className="px-3 py-2 text-right font-semibold">
                    {item.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {/* Newest first: the latest period is the one read most, and it shows without scrolling. */}
              {labels
                .map((label, index) => ({ label, index }))
                .reverse()
                .map(({ label, index }) => (
                  <tr key={label}>
                    <th scope="row" className="px-3 py-1.5 text-left font-normal whitespace-nowrap">
                      {label}
                    </th>
                    {series.map((item) => (
                      <td key={item.label} className="px-3 py-1.5 text-right tabular-nums">
                        {format(item.values[index] ?? 0)}
                      </td>
                    ))}
                  </tr>
                ))}
            </tbody>
          </table>
        </section>
      </div>
    </section>
  );
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Nov 27" for a day or a week's Monday, "Nov 2026" for a month (the API's periods are YYYY-MM-DD, UTC). */
export function periodLabel(period: string, interval: "day" | "week" | "month"): string {
  const [year, month, day] = period.split("-");
  const name = MONTHS[Number(month) - 1] ?? month;
  return interval === "month" ? `${name} ${year}` : `${name} ${Number(day)}`;
}
