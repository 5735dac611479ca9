import { adminMessages, type User } from "@classwise/shared";

/** product §4 User role: admins read 'Already Admin'; others get Make Admin, busy while their PATCH runs. */
export function MakeAdminAction({
  user,
  isBusy,
  onMakeAdmin,
}: {
  user: User;
  isBusy: boolean;
  onMakeAdmin: (user: User) => void;
}) {
  if (user.role === "admin") {
    return <span className="text-sm font-medium text-slate-500 dark:text-slate-400">{adminMessages.alreadyAdmin}</span>;
  }
  return (
    <button
      type="button"
      onClick={() => onMakeAdmin(user)}
      disabled={isBusy}
      aria-busy={isBusy || undefined}
      aria-label={`${adminMessages.makeAdmin}: ${user.name || user.email}`}
      className="inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold whitespace-nowrap text-white transition hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-brand-600/60"
    >
      {isBusy && (
        <span
          data-testid="make-admin-spinner"
          className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent"
          aria-hidden="true"
        />
      )}
      {adminMessages.makeAdmin}
    </button>
  );
}
