import { type ClassStatus, classesMessages } from "@classwise/shared";

const tones: Record<ClassStatus, string> = {
  pending: "bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300",
  approved: "bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300",
  rejected: "bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-300",
};

/** product §2 teacher class page: the class status, capitalised. */
export function ClassStatusPill({ status }: { status: ClassStatus }) {
  return (
    <span
      data-testid="class-status"
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold ${tones[status]}`}
    >
      <span className="h-1.5 w-1.5 rounded-full bg-current" aria-hidden="true" />
      {classesMessages.statusLabels[status]}
    </span>
  );
}
