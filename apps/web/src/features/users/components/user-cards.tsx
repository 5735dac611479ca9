import { adminMessages, navMessages } from "@classwise/shared";
import { Avatar } from "../../../components/ui/avatar";
import { rowCardClass } from "../../../components/ui/data-table";
import { formatShortDate } from "../../../lib/dates";
import { MakeAdminAction } from "./make-admin-action";
import { RoleBadge } from "./role-badge";
import { SuspendAction, SuspendedBadge } from "./suspend-action";
import type { UsersViewProps } from "./users-table";

/** Small screens: one card per user. */
export function UserCards({ users, busyUids, onMakeAdmin, suspensionBusyUid, onSuspend }: UsersViewProps) {
  return (
    <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
      {users.map((user) => (
        <li key={user.uid} data-testid="user-row" className={rowCardClass}>
          <div className="mb-3 flex items-start gap-3">
            <Avatar src={user.photoURL} size={48} />
            <div className="min-w-0 flex-1">
              <div className="flex items-start justify-between gap-2">
                <p className="min-w-0 truncate font-semibold">{user.name || navMessages.fallbackName}</p>
                <div className="flex flex-wrap justify-end gap-1.5">
                  <RoleBadge role={user.role} />
                  <SuspendedBadge user={user} />
                </div>
              </div>
              <p className="text-sm break-all text-slate-600 dark:text-slate-300">{user.email}</p>
              <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
                {adminMessages.joined(formatShortDate(user.createdAt))}
              </p>
            </div>
          </div>
          <div className="mt-auto flex justify-end gap-2 border-t border-slate-100 pt-3 dark:border-slate-800">
            <MakeAdminAction user={user} isBusy={busyUids.has(user.uid)} onMakeAdmin={onMakeAdmin} />
            <SuspendAction user={user} isBusy={suspensionBusyUid === user.uid} onSuspend={onSuspend} />
          </div>
        </li>
      ))}
    </ul>
  );
}
