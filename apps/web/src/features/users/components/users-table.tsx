import { messages, type User } from "@classwise/shared";
import { formatShortDate } from "../../../lib/dates";
import { MakeAdminAction } from "./make-admin-action";
import { RoleBadge } from "./role-badge";
import { UserAvatar } from "./user-avatar";

export interface UsersViewProps {
  users: User[];
  busyUids: ReadonlySet<string>;
  onMakeAdmin: (user: User) => void;
}

const headerCell =
  "px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400";

/** Wide screens: one row per user. */
export function UsersTable({ users, busyUids, onMakeAdmin }: UsersViewProps) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <table className="min-w-full divide-y divide-slate-200 dark:divide-slate-800">
        <thead className="bg-slate-50 dark:bg-slate-800/60">
          <tr>
            <th scope="col" className={headerCell}>
              User
            </th>
            <th scope="col" className={headerCell}>
              Email
            </th>
            <th scope="col" className={headerCell}>
              {messages.dashboard.role}
            </th>
            <th scope="col" className={headerCell}>
              Joined
            </th>
            <th scope="col" className={`${headerCell} text-right`}>
              Action
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {users.map((user) => (
            <tr key={user.uid} data-testid="user-row" className="hover:bg-slate-50 dark:hover:bg-slate-800/40">
              <td className="px-4 py-3">
                <div className="flex items-center gap-3">
                  <UserAvatar src={user.photoURL} />
                  <span className="max-w-[14rem] truncate font-medium">{user.name || messages.nav.fallbackName}</span>
                </div>
              </td>
              <td className="max-w-[16rem] truncate px-4 py-3 text-sm text-slate-600 dark:text-slate-300">
                {user.email}
              </td>
              <td className="px-4 py-3">
                <RoleBadge role={user.role} />
              </td>
              <td className="px-4 py-3 text-sm whitespace-nowrap text-slate-600 dark:text-slate-300">
                {formatShortDate(user.createdAt)}
              </td>
              <td className="px-4 py-3 text-right">
                <MakeAdminAction user={user} isBusy={busyUids.has(user.uid)} onMakeAdmin={onMakeAdmin} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
