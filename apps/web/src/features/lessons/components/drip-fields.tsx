import { dripMessages } from "@classwise/shared";
import { useId, useState } from "react";
import { TextField } from "../../../components/ui/form-field";

const copy = dripMessages;
type Mode = "always" | "days" | "date";

/** A lesson's drip setting as the editor holds it: how, the days typed and the date picked (YYYY-MM-DD). */
export interface DripState {
  mode: Mode;
  days: string;
  date: string;
}

export function initialDrip(lesson: { dripDays: number | null; dripDate: string | null } | undefined): DripState {
  if (lesson?.dripDays) return { mode: "days", days: String(lesson.dripDays), date: "" };
  if (lesson?.dripDate) return { mode: "date", days: "", date: lesson.dripDate.slice(0, 10) };
  return { mode: "always", days: "", date: "" };
}

/**
 * The setting as the API takes it, or the message of the field that is wrong. A date opens the lesson at the
 * start of that day (UTC), the time every student's outline shows.
 */
export function dripValues(
  state: DripState,
): { ok: true; dripDays: number | null; dripDate: string | null } | { ok: false; error: string } {
  if (state.mode === "days") {
    const days = Number(state.days);
    if (!Number.isInteger(days) || days < 1 || days > 365) return { ok: false, error: copy.daysInvalid };
    return { ok: true, dripDays: days, dripDate: null };
  }
  if (state.mode === "date") {
    const at = new Date(`${state.date}T00:00:00.000Z`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(state.date) || Number.isNaN(at.getTime()))
      return { ok: false, error: copy.dateInvalid };
    return { ok: true, dripDays: null, dripDate: at.toISOString() };
  }
  return { ok: true, dripDays: null, dripDate: null };
}

export function useDripState(initial: DripState) {
  const [state, setState] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  return { state, setState, error, setError };
}

/** When the lesson opens to each student: straight away, some days after they enrol, or from a date. */
export function DripFields({ drip, disabled }: { drip: ReturnType<typeof useDripState>; disabled?: boolean }) {
  const name = useId();
  const { state, setState, error } = drip;
  const modes: [Mode, string][] = [
    ["always", copy.modeAlways],
    ["days", copy.modeDays],
    ["date", copy.modeDate],
  ];
  return (
    <fieldset className="space-y-3" disabled={disabled}>
      <legend className="text-sm font-medium text-slate-700 dark:text-slate-300">{copy.modeLabel}</legend>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-5">
        {modes.map(([mode, label]) => (
          <label key={mode} className="inline-flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
            <input
              type="radio"
              name={name}
              value={mode}
              checked={state.mode === mode}
              onChange={() => setState({ ...state, mode })}
              className="h-4 w-4 accent-brand-600"
            />
            {label}
          </label>
        ))}
      </div>
      {state.mode === "days" && (
        <TextField
          label={copy.daysLabel}
          type="number"
          inputMode="numeric"
          min={1}
          max={365}
          value={state.days}
          error={error}
          onChange={(event) => setState({ ...state, days: event.target.value })}
          className="max-w-xs"
        />
      )}
      {state.mode === "date" && (
        <TextField
          label={copy.dateLabel}
          type="date"
          value={state.date}
          error={error}
          onChange={(event) => setState({ ...state, date: event.target.value })}
          className="max-w-xs"
        />
      )}
    </fieldset>
  );
}
