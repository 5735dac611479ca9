import type { Role } from "@classwise/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useAfterNextPaint } from "../../components/ui/render-later";
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

/**
 * The signed-in user's record (role, name, photo), once a token is held; with `afterPaint`, once the page has
 * painted as well (the navbar's name and photo must not hold up the page's first screen).
 */
export function useCurrentUserRecord({ afterPaint = false }: { afterPaint?: boolean } = {}) {
  const { user, token } = useAuth();
  const painted = useAfterNextPaint(afterPaint);
  return useQuery({
    ...userQueryOptions(user?.uid ?? ""),
    enabled: Boolean(user?.uid && token && painted),
  });
}

/** A user's new role (product §7): Make Admin, and the teacher role after an approved application. */
export function updateUserRole({ uid, role }: { uid: string; role: Role }) {
  return api("PATCH /users/:uid", { params: { uid }, body: { role } });
}
