import type { User } from "@classwise/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { useAuth } from "../../../lib/auth/auth-context";

export function getUser(uid: string) {
  return apiRequest<{ success: true; user: User }>(`/users/${encodeURIComponent(uid)}`).then((data) => data.user);
}

export const userQueryKey = (uid: string) => ["users", uid] as const;

export function userQueryOptions(uid: string) {
  return queryOptions({ queryKey: userQueryKey(uid), queryFn: () => getUser(uid) });
}

/** The signed-in user's record (role, name, photo), once a token is held. */
export function useCurrentUserRecord() {
  const { user, token } = useAuth();
  return useQuery({ ...userQueryOptions(user?.uid ?? ""), enabled: Boolean(user?.uid && token) });
}
