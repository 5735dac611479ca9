import type { Role, UsersPage } from "@classwise/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { updateUserRole } from "../../../lib/api/users";
import { mutationKeys, queryKeys } from "../../../lib/query-keys";

export interface UpdateUserRoleInput {
  uid: string;
  role: Role;
}

/** A user's new role (product §7). Cached lists show the new role at once, then every users query refetches. */
export function useUpdateUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.updateUserRole,
    mutationFn: (input: UpdateUserRoleInput) => updateUserRole(input),
    onSuccess: async (_data, { uid, role }) => {
      queryClient.setQueriesData<UsersPage>({ queryKey: queryKeys.users.lists }, (page) =>
        page ? { ...page, users: page.users.map((user) => (user.uid === uid ? { ...user, role } : user)) } : page,
      );
      await queryClient.invalidateQueries({ queryKey: queryKeys.users.all });
    },
  });
}
