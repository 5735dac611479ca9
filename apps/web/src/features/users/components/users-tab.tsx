import { DEFAULT_PAGE_SIZE, messages, type User } from "@classwise/shared";
import { useMutationState } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { toast } from "react-toastify";
import { PagedListFooter } from "../../../components/ui/paged-list-footer";
import { Spinner } from "../../../components/ui/spinner";
import { ApiError } from "../../../lib/api-client";
import { useMediaQuery } from "../../../lib/use-media-query";
import { useUsersList } from "../api/list-users";
import { type UpdateUserRoleInput, updateUserRoleMutationKey, useUpdateUserRole } from "../api/update-user-role";
import { UserCards } from "./user-cards";

import { UsersSearch } from "./users-search";
import { UsersTable } from "./users-table";

/** success:false in a 200 answer reads 'Failed to fetch users'; a failed request 'Failed to load users' (spec §8). */
function loadErrorMessage(error: Error): string {
  return error instanceof ApiError && error.status >= 200 && error.status < 300
    ? messages.admin.fetchUsersFailed
    : messages.admin.loadUsersFailed;
}

/** spec §2 Admin dashboard, Users Management. */
export function UsersTab() {
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(DEFAULT_PAGE_SIZE);
  const [term, setTerm] = useState("");
  const isWide = useMediaQuery("(min-width: 1024px)");
  const query = useUsersList({ page, limit, search: term || undefined });
  const updateRole = useUpdateUserRole();
  const busyList = useMutationState({
    filters: { mutationKey: updateUserRoleMutationKey, status: "pending" },
    select: (mutation) => (mutation.state.variables as UpdateUserRoleInput | undefined)?.uid,
  });
  const busyUids = useMemo(() => new Set(busyList.filter((uid): uid is string => Boolean(uid))), [busyList]);

  const totalPages = query.data?.totalPages ?? 0;
  // A search or a role change can shrink the list under the current page.
  useEffect(() => {
    if (query.data && page > Math.max(1, totalPages)) setPage(Math.max(1, totalPages));
  }, [query.data, page, totalPages]);

  useEffect(() => {
    if (query.error) toast.error(loadErrorMessage(query.error));
  }, [query.error]);

  const makeAdmin = (user: User) => {
    updateRole.mutate(
      { uid: user.uid, role: "admin" },
      {
        onSuccess: () => toast.success(messages.admin.madeAdmin(user.name || user.email)),
        onError: () => toast.error(messages.admin.makeAdminFailed),
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

  const users = query.data?.users ?? [];
  const totalUsers = query.data?.totalUsers ?? 0;

  return (
    <section aria-labelledby="users-title" className="space-y-5">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
        <h2 id="users-title" className="text-xl font-bold sm:text-2xl">
          {messages.admin.usersTitle}
        </h2>
        {query.data && (
          <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="users-total">
            {totalUsers} {totalUsers === 1 ? "user" : "users"}
          </p>
        )}
      </div>

      <UsersSearch activeTerm={term} onSearch={search} onClear={clearSearch} />

      {query.isPending ? (
        <Spinner />
      ) : query.isError && !query.data ? (
        <div className="rounded-xl border border-red-200 bg-red-50 p-6 text-center dark:border-red-900 dark:bg-red-950/40">
          <p className="text-red-700 dark:text-red-300">{loadErrorMessage(query.error)}</p>
          <button
            type="button"
            onClick={() => void query.refetch()}
            className="mt-4 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {messages.guards.tryAgain}
          </button>
        </div>
      ) : users.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
          <p>{term ? messages.admin.noUsersFor(term) : messages.admin.noUsers}</p>
        </div>
      ) : (
        <div className={query.isPlaceholderData ? "opacity-60 transition-opacity" : undefined}>
          {isWide ? (
            <UsersTable users={users} busyUids={busyUids} onMakeAdmin={makeAdmin} />
          ) : (
            <UserCards users={users} busyUids={busyUids} onMakeAdmin={makeAdmin} />
          )}
        </div>
      )}

      {query.data && totalUsers > 0 && (
        <PagedListFooter
          page={page}
          limit={limit}
          total={totalUsers}
          totalPages={totalPages}
          onPage={setPage}
          onLimit={setLimit}
          rangeTestId="users-range"
          perPageLabel="Rows per page"
          stackBelow="md"
        />
      )}
    </section>
  );
}
