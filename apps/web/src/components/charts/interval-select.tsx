import { moneyScreenMessages, REPORT_INTERVALS, type ReportInterval } from "@classwise/shared";
import { useId } from "react";

const selectClass =
  "rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm dark:border-slate-700 dark:bg-slate-900";

/** Day, week or month: how the charts group their figures. */
export function IntervalSelect({
  value,
  onChange,
}: {
  value: ReportInterval;
  onChange: (next: ReportInterval) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {moneyScreenMessages.earnings.intervalLabel}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as ReportInterval)}
        className={selectClass}
      >
        {REPORT_INTERVALS.map((interval) => (
          <option key={interval} value={interval}>
            {moneyScreenMessages.earnings.intervals[interval]}
          </option>
        ))}
      </select>
    </div>
  );
}

export { selectClass };
