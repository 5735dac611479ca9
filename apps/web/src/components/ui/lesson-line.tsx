import { lessonsMessages } from "@classwise/shared";

/** A lesson's number in its class's order, at the start of an outline row. */
export function LessonPosition({ position }: { position: number }) {
  return <span className="w-6 shrink-0 text-sm tabular-nums text-slate-500 dark:text-slate-400">{position}.</span>;
}

/** A lesson's estimated minutes, at the end of an outline row. */
export function LessonMinutes({ minutes }: { minutes: number }) {
  return (
    <span className="shrink-0 text-sm text-slate-500 dark:text-slate-400">{lessonsMessages.minutes(minutes)}</span>
  );
}
