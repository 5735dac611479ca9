import { adminMessages, type User } from "@classwise/shared";
import { useMutationState } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { EmptyState } from "../../../components/ui/empty-state";
import { ListState } from "../../../components/ui/list-state";
import { PagedListFooter } from "../../../components/ui/paged-list-footer";
import { usePagedList, usePageState } from "../../../components/ui/use-paged-list";
import { mutationKeys } from "../../../lib/query-keys";
import { toast } from "../../../lib/toast";
import { useMediaQuery } from "../../../lib/use-media-query";
import { useUsersList } from "../api/list-users";
import { type UpdateUserRoleInput, useUpdateUserRole } from "../api/update-user-role";
import { useSuspensionDialog } from "./suspension-dialog";
import { UserCards } from "./user-cards";
import { UsersSearch } from "./users-search";
import { UsersTable } from "./users-table";

const errorTexts = { fetchFailed: adminMessages.fetchUsersFailed, loadFailed: adminMessages.loadUsersFailed };

/** product §2 Admin dashboard, Users Management. */
export function UsersTab() {
  const { page, limit, setPage, paging } = usePageState();
  const [term, setTerm] = useState("");
  const isWide = useMediaQuery("(min-width: 1024px)");
  const query = useUsersList({ page, limit, search: term || undefined });
  // A search or a role change can shrink the list under the current page.
  const { errorMessage, pager } = usePagedList(query, {
    ...paging,
    total: query.data?.totalUsers,
    searching: Boolean(term),
    errorTexts,
  });
  const updateRole = useUpdateUserRole();
  const suspension = useSuspensionDialog();
  const busyList = useMutationState({
    filters: { mutationKey: mutationKeys.updateUserRole, status: "pending" },
    select: (mutation) => (mutation.state.variables as UpdateUserRoleInput | undefined)?.uid,
  });
  const busyUids = useMemo(() => new Set(busyList.filter((uid): uid is string => Boolean(uid))), [busyList]);

  // product §4 Make Admin, asked first: a role change is not undone from this screen.
  const [confirming, setConfirming] = useState<User | null>(null);
  const makeAdmin = (user: User) => {
    setConfirming(null);
    updateRole.mutate(
      { uid: user.uid, role: "admin" },
      {
        onSuccess: () => toast.success(adminMessages.madeAdmin(user.name || user.email)),
        onError: () => toast.error(adminMessages.makeAdminFailed),
      },
    );
  };

  const search = (next: string) => {
    setTerm(next);
    setPage(1);
  };
  const clearSearch = () => {
    setTerm("");
    setPage(1);
  };

  const suspensionProps = { suspensionBusyUid: suspension.busyUid, onSuspend: suspension.open };
  const users = query.data?.users ?? [];
  const totalUsers = query.data?.totalUsers ?? 0;

  return (
    <section aria-labelledby="users-title" className="space-y-5">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
        <h2 id="users-title" className="text-xl font-bold sm:text-2xl">
          {adminMessages.usersTitle}
        </h2>
        {query.data && (
          <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="users-total">
            {totalUsers} {totalUsers === 1 ? "user" : "users"}
          </p>
        )}
      </div>

      <UsersSearch activeTerm={term} onSearch={search} onClear={clearSearch} />

      <ListState
        query={query}
        errorMessage={errorMessage}
        isEmpty={users.length === 0}
        empty={<EmptyState title={term ? adminMessages.noUsersFor(term) : adminMessages.noUsers} />}
      >
        {isWide ? (
          <UsersTable users={users} busyUids={busyUids} onMakeAdmin={setConfirming} {...suspensionProps} />
        ) : (
          <UserCards users={users} busyUids={busyUids} onMakeAdmin={setConfirming} {...suspensionProps} />
        )}
      </ListState>

      {pager && <PagedListFooter {...pager} rangeTestId="users-range" perPageLabel="Rows per page" stackBelow="md" />}
      <ConfirmDialog
        open={confirming !== null}
        title={adminMessages.confirmMakeAdminTitle}
        confirmLabel={adminMessages.confirmMakeAdmin}
        cancelLabel={adminMessages.cancel}
        onConfirm={() => confirming && makeAdmin(confirming)}
        onCancel={() => setConfirming(null)}
      >
        {confirming && adminMessages.confirmMakeAdminText(confirming.name || confirming.email)}
      </ConfirmDialog>
      {suspension.dialog}
    </section>
  );
}
