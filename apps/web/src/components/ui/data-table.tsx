import type { ReactNode } from "react";
import { formatShortDate } from "../../lib/dates";

export interface DataTableColumn {
  label: string;
  align?: "left" | "right";
}

/** The framed table of the admin lists on wide screens: column headings, then the rows the feature draws. */
export function DataTable({
  columns,
  children,
  scrollLabel,
}: {
  columns: readonly (string | DataTableColumn)[];
  children: ReactNode;
  /** For a table shown on narrow screens too: names the frame, which then takes focus to scroll sideways. */
  scrollLabel?: string;
}) {
  const frame =
    "overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900";
  const table = (
    <table className="min-w-full divide-y divide-slate-200 dark:divide-slate-800">
      <DataTableHead columns={columns} />
      <tbody className="divide-y divide-slate-200 dark:divide-slate-800">{children}</tbody>
    </table>
  );
  if (scrollLabel) {
    return (
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard (WCAG 2.1.1)
      <section tabIndex={0} aria-label={scrollLabel} className={frame}>
        {table}
      </section>
    );
  }
  return <div className={frame}>{table}</div>;
}

function DataTableHead({ columns }: { columns: readonly (string | DataTableColumn)[] }) {
  return (
    <thead className="bg-slate-50 dark:bg-slate-800/60">
      <tr>
        {columns.map((column) => {
          const { label, align = "left" } = typeof column === "string" ? { label: column } : column;
          return (
            <th
              key={label}
              scope="col"
              className={`px-4 py-3 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400 ${
                align === "right" ? "text-right" : "text-left"
              }`}
            >
              {label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

/** A row's highlight under the pointer. */
export const rowHoverClass = "hover:bg-slate-50 dark:hover:bg-slate-800/40";

/** The card a table row becomes on small screens. */
export const rowCardClass =
  "flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900";

/** A cell holding a day in its short form. */
export function DateCell({ date }: { date: string }) {
  return (
    <td className="px-4 py-3 text-sm whitespace-nowrap text-slate-600 dark:text-slate-300">{formatShortDate(date)}</td>
  );
}
