import { formatDateTime } from "../../lib/date-time";

/** A date and time that may wrap between the day and the hour, never inside either. */
export function DateTime({ iso }: { iso: string }) {
  const text = formatDateTime(iso);
  // 'Mar 14, 2025, 5:00 PM': the last comma separates the day from the time.
  const cut = text.lastIndexOf(", ");
  return (
    <time dateTime={iso}>
      {cut < 0 ? (
        text
      ) : (
        <>
          <span className="whitespace-nowrap">{text.slice(0, cut)},</span>{" "}
          <span className="whitespace-nowrap">{text.slice(cut + 2)}</span>
        </>
      )}
    </time>
  );
}
