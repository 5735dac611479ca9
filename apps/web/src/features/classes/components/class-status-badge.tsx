import { type ClassStatus, classesMessages } from "@classwise/shared";

const tones: Record<ClassStatus, string> = {
  pending:
    "bg-amber-100 text-amber-800 ring-amber-600/20 dark:bg-amber-500/15 dark:text-amber-300 dark:ring-amber-400/30",
  approved:
    "bg-emerald-100 text-emerald-800 ring-emerald-600/20 dark:bg-emerald-500/15 dark:text-emerald-300 dark:ring-emerald-400/30",
  rejected: "bg-red-100 text-red-800 ring-red-600/20 dark:bg-red-500/15 dark:text-red-300 dark:ring-red-400/30",
};

/** product §2: the class status, capitalised. */
export function ClassStatusBadge({ status, className = "" }: { status: ClassStatus; className?: string }) {
  return (
    <span
      data-testid="class-status"
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[status]} ${className}`}
    >
      {classesMessages.statusLabels[status]}
    </span>
  );
}
