import { type ApplicationStatus, applicationMessages } from "@classwise/shared";

const tones: Record<ApplicationStatus, string> = {
  pending: "bg-amber-100 text-amber-800 ring-amber-200 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-800",
  approved:
    "bg-emerald-100 text-emerald-800 ring-emerald-200 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-800",
  rejected: "bg-red-100 text-red-800 ring-red-200 dark:bg-red-950 dark:text-red-200 dark:ring-red-800",
};

/** product §4: pending reads 'Under Review'. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return (
    <span
      data-testid="application-status"
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${tones[status]}`}
    >
      <span className="h-1.5 w-1.5 rounded-full bg-current" aria-hidden="true" />
      {applicationMessages.statusLabels[status]}
    </span>
  );
}
