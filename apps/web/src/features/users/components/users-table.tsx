import { dashboardMessages, navMessages, type User } from "@classwise/shared";
import { Avatar } from "../../../components/ui/avatar";
import { DataTable, DateCell, rowHoverClass } from "../../../components/ui/data-table";
import { MakeAdminAction } from "./make-admin-action";
import { RoleBadge } from "./role-badge";
import { SuspendAction, SuspendedBadge } from "./suspend-action";

export interface UsersViewProps {
  users: User[];
  busyUids: ReadonlySet<string>;
  onMakeAdmin: (user: User) => void;
  /** The user whose suspension request is running, if any. */
  suspensionBusyUid: string | null;
  onSuspend: (user: User) => void;
}

/** Wide screens: one row per user. */
export function UsersTable({ users, busyUids, onMakeAdmin, suspensionBusyUid, onSuspend }: UsersViewProps) {
  return (
    <DataTable columns={["User", "Email", dashboardMessages.role, "Joined", { label: "Action", align: "right" }]}>
      {users.map((user) => (
        <tr key={user.uid} data-testid="user-row" className={rowHoverClass}>
          <td className="px-4 py-3">
            <div className="flex items-center gap-3">
              <Avatar src={user.photoURL} />
              <span className="max-w-[14rem] truncate font-medium">{user.name || navMessages.fallbackName}</span>
            </div>
          </td>
          <td className="max-w-[18rem] px-4 py-3 text-sm break-all text-slate-600 dark:text-slate-300">{user.email}</td>
          <td className="px-4 py-3">
            <div className="flex flex-wrap gap-1.5">
              <RoleBadge role={user.role} />
              <SuspendedBadge user={user} />
            </div>
          </td>
          <DateCell date={user.createdAt} />
          <td className="px-4 py-3 text-right">
            <div className="flex justify-end gap-2">
              <MakeAdminAction user={user} isBusy={busyUids.has(user.uid)} onMakeAdmin={onMakeAdmin} />
              <SuspendAction user={user} isBusy={suspensionBusyUid === user.uid} onSuspend={onSuspend} />
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
