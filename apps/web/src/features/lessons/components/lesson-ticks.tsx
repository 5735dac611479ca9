import { StrokeIcon } from "../../../components/ui/stroke-icon";

/** A completed lesson's tick, or an empty ring; the label is for screen readers. */
export function LessonTick({ completed, label }: { completed: boolean; label: string }) {
  return completed ? (
    <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-emerald-600 text-white">
      <StrokeIcon d="M5 12l4 4 10-10" size={14} strokeWidth={3} />
      <span className="sr-only">{label}</span>
    </span>
  ) : (
    <span className="h-6 w-6 shrink-0 rounded-full border-2 border-slate-300 dark:border-slate-600">
      <span className="sr-only">{label}</span>
    </span>
  );
}
