// Built once: `toLocaleDateString` with a locale builds a new formatter at every call.
const longDate = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric" });
const shortDate = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric" });

/** 'January 5, 2025' for an ISO date; an unreadable value is shown as given rather than 'Invalid Date'. */
export function formatLongDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return longDate.format(date);
}

/** 'Jan 5, 2025', for tables and cards. */
export function formatShortDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return shortDate.format(date);
}
