import type { ApplicationStatus } from "@classwise/shared";
import { StrokeIcon } from "../../../components/ui/stroke-icon";

export type StatusTone = ApplicationStatus | "teacher" | "none";

const tones: Record<StatusTone, string> = {
  pending: "bg-amber-100 text-amber-600 dark:bg-amber-950 dark:text-amber-400",
  approved: "bg-emerald-100 text-emerald-600 dark:bg-emerald-950 dark:text-emerald-400",
  teacher: "bg-emerald-100 text-emerald-600 dark:bg-emerald-950 dark:text-emerald-400",
  rejected: "bg-red-100 text-red-600 dark:bg-red-950 dark:text-red-400",
  none: "bg-brand-50 text-brand-600 dark:bg-slate-800 dark:text-indigo-300",
};

const shapes: Record<StatusTone, React.ReactNode> = {
  pending: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  approved: <path d="m5 12.5 4.5 4.5L19 7.5" />,
  teacher: (
    <>
      <path d="M2 9.5 12 5l10 4.5-10 4.5z" />
      <path d="M6 11.5V16c0 1.5 2.7 3 6 3s6-1.5 6-3v-4.5" />
    </>
  ),
  rejected: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m9 9 6 6m0-6-6 6" />
    </>
  ),
  none: (
    <>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5M9 13h6M9 17h4" />
    </>
  ),
};

/** A round status pictogram; decorative, the text next to it carries the meaning. */
export function StatusIcon({ tone, size = "md" }: { tone: StatusTone; size?: "md" | "lg" }) {
  const box = size === "lg" ? "h-16 w-16" : "h-12 w-12";
  const icon = size === "lg" ? 32 : 24;
  return (
    <span className={`flex shrink-0 items-center justify-center rounded-full ${box} ${tones[tone]}`}>
      <StrokeIcon size={icon}>{shapes[tone]}</StrokeIcon>
    </span>
  );
}
