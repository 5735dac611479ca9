import { moneyScreenMessages, PAYOUT_FREQUENCIES, type PayoutSchedule } from "@classwise/shared";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { Button } from "../../../components/ui/button";
import { toast } from "../../../lib/toast";
import { useSavePayoutSchedule } from "../api/save-payout-schedule";

const copy = moneyScreenMessages.payouts;
const selectClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm disabled:opacity-60 dark:border-slate-700 dark:bg-slate-900 dark:scheme-dark";
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const DAYS = Array.from({ length: 28 }, (_, index) => index + 1);

function LabelledSelect({
  label,
  hint,
  value,
  onChange,
  disabled,
  children,
}: {
  label: string;
  hint?: string;
  value: string | number;
  onChange: (value: string) => void;
  disabled: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={selectClass}
      >
        {children}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
    </div>
  );
}

/**
 * The payout schedule: off, or every day, week (on a weekday) or month (on a day 1-28), at an hour UTC. The
 * server decides when it next runs and runs each period once (docs/decisions/0043-scheduled-payouts.md).
 */
export function ScheduleForm({ initial }: { initial: PayoutSchedule }) {
  const save = useSavePayoutSchedule();
  const [schedule, setSchedule] = useState<PayoutSchedule>(initial);
  const set = (change: Partial<PayoutSchedule>) => setSchedule((current) => ({ ...current, ...change }));
  const off = !schedule.enabled;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.mutate(schedule, {
      onSuccess: (result) => toast.success(result.message ?? copy.saveButton),
      onError: () => toast.error(copy.saveFailed),
    });
  }

  return (
    <form onSubmit={onSubmit} className="mt-4 grid gap-4 sm:grid-cols-2">
      <label className="flex items-center gap-2 text-sm font-medium sm:col-span-2">
        <input
          type="checkbox"
          checked={schedule.enabled}
          onChange={(event) => set({ enabled: event.target.checked })}
          className="h-4 w-4 accent-brand-600"
        />
        {copy.enabledLabel}
      </label>
      <LabelledSelect
        label={copy.frequencyLabel}
        value={schedule.frequency}
        disabled={off}
        onChange={(value) => set({ frequency: value as PayoutSchedule["frequency"] })}
      >
        {PAYOUT_FREQUENCIES.map((frequency) => (
          <option key={frequency} value={frequency}>
            {copy.frequencies[frequency]}
          </option>
        ))}
      </LabelledSelect>
      {schedule.frequency === "weekly" && (
        <LabelledSelect
          label={copy.weekdayLabel}
          value={schedule.weekday}
          disabled={off}
          onChange={(value) => set({ weekday: Number(value) })}
        >
          {copy.weekdays.map((name, day) => (
            <option key={name} value={day}>
              {name}
            </option>
          ))}
        </LabelledSelect>
      )}
      {schedule.frequency === "monthly" && (
        <LabelledSelect
          label={copy.dayOfMonthLabel}
          hint={copy.dayOfMonthHint}
          value={schedule.dayOfMonth}
          disabled={off}
          onChange={(value) => set({ dayOfMonth: Number(value) })}
        >
          {DAYS.map((day) => (
            <option key={day} value={day}>
              {day}
            </option>
          ))}
        </LabelledSelect>
      )}
      <LabelledSelect
        label={copy.hourLabel}
        value={schedule.hourUtc}
        disabled={off}
        onChange={(value) => set({ hourUtc: Number(value) })}
      >
        {HOURS.map((hour) => (
          <option key={hour} value={hour}>
            {copy.hourOption(hour)}
          </option>
        ))}
      </LabelledSelect>
      <p className="text-sm text-slate-600 sm:col-span-2 dark:text-slate-400">{copy.scheduleHint}</p>
      <div className="sm:col-span-2">
        <Button type="submit" busy={save.isPending}>
          {copy.saveButton}
        </Button>
      </div>
    </form>
  );
}
