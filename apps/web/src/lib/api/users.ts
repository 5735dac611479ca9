import type { Role } from "@classwise/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useAuth } from "../auth/auth-context";
import { api } from "../contract-call";
import { queryKeys } from "../query-keys";

/** The user record, which holds the role (product §6). */
export function getUser(uid: string) {
  return api("GET /users/:uid", { params: { uid } }).then((data) => data.user);
}

export function userQueryOptions(uid: string) {
  return queryOptions({ queryKey: queryKeys.users.record(uid), queryFn: () => getUser(uid) });
}

/** The signed-in user's record (role, name, photo), once a token is held. */
export function useCurrentUserRecord() {
  const { user, token } = useAuth();
  return useQuery({ ...userQueryOptions(user?.uid ?? ""), enabled: Boolean(user?.uid && token) });
}

/** A user's new role (product §7): Make Admin, and the teacher role after an approved application. */
export function updateUserRole({ uid, role }: { uid: string; role: Role }) {
  return api("PATCH /users/:uid", { params: { uid }, body: { role } });
}
