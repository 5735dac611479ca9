import type { Role } from "@classwise/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { type UsersPage, usersListsQueryKey } from "./list-users";

export interface UpdateUserRoleInput {
  uid: string;
  role: Role;
}

export function updateUserRole({ uid, role }: UpdateUserRoleInput) {
  return apiRequest<{ success: true }>(`/users/${encodeURIComponent(uid)}`, { method: "PATCH", body: { role } });
}

export const updateUserRoleMutationKey = ["users", "update-role"] as const;

/** spec §7 PATCH /users/{uid} {role}. Cached lists show the new role at once, then every users query refetches. */
export function useUpdateUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: updateUserRoleMutationKey,
    mutationFn: updateUserRole,
    onSuccess: async (_data, { uid, role }) => {
      queryClient.setQueriesData<UsersPage>({ queryKey: usersListsQueryKey }, (page) =>
        page ? { ...page, users: page.users.map((user) => (user.uid === uid ? { ...user, role } : user)) } : page,
      );
      await queryClient.invalidateQueries({ queryKey: ["users"] });
    },
  });
}
