const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "just now", "5 minutes ago", "3 hours ago", "2 days ago", then the date. */
export function formatRelative(iso: string, now: number): string {
  const elapsed = Math.max(0, now - Date.parse(iso));
  const rtf = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
  if (elapsed < MINUTE) return "just now";
  if (elapsed < HOUR) return rtf.format(-Math.floor(elapsed / MINUTE), "minute");
  if (elapsed < DAY) return rtf.format(-Math.floor(elapsed / HOUR), "hour");
  if (elapsed < 7 * DAY) return rtf.format(-Math.floor(elapsed / DAY), "day");
  return new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" });
}
