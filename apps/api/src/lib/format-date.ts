/**
 * A date and time in words for notifications and emails, in UTC with the zone named: the server cannot know
 * the reader's time zone, and the page they open shows it in their own.
 */
export function formatEmailDate(date: Date): string {
  return `${date.toLocaleString("en-US", {
    timeZone: "UTC",
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  })} UTC`;
}
