import { operationsMessages, type User } from "@classwise/shared";

const copy = operationsMessages;

/** A red "Suspended" mark beside the role of a suspended user. */
export function SuspendedBadge({ user }: { user: User }) {
  if (!user.suspended) return null;
  return (
    <span
      title={user.suspensionReason ?? undefined}
      className="inline-flex shrink-0 items-center rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-200 ring-inset dark:bg-red-950 dark:text-red-200 dark:ring-red-800"
    >
      {copy.suspended}
    </span>
  );
}

/** Suspend, or Lift suspension for a suspended user; busy while their request runs. */
export function SuspendAction({
  user,
  isBusy,
  onSuspend,
}: {
  user: User;
  isBusy: boolean;
  onSuspend: (user: User) => void;
}) {
  const label = user.suspended ? copy.lift : copy.suspend;
  return (
    <button
      type="button"
      onClick={() => onSuspend(user)}
      disabled={isBusy}
      aria-busy={isBusy || undefined}
      aria-label={`${label}: ${user.name || user.email}`}
      className={`inline-flex items-center justify-center rounded-lg border px-3 py-2 text-sm font-semibold whitespace-nowrap transition disabled:cursor-not-allowed disabled:opacity-60 ${
        user.suspended
          ? "border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
          : "border-red-300 text-red-700 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950"
      }`}
    >
      {label}
    </button>
  );
}
