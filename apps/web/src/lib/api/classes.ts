import type { PublicClass } from "@classwise/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useAuth } from "../auth/auth-context";
import { api } from "../contract-call";
import { queryKeys } from "../query-keys";

/**
 * One class (product §7), with `isEnrolled` for the signed-in caller. The one client of this call: the
 * details page, the payment page and both class pages read it, so they share one cache entry and enrolling
 * (which invalidates the classes branch) refreshes all of them.
 */
export function getClass(id: string, signal?: AbortSignal): Promise<PublicClass> {
  return api("GET /classes/:id", { params: { id }, signal }).then((data) => data.class);
}

export function classQueryOptions(id: string, viewerUid: string | null) {
  return queryOptions({
    queryKey: queryKeys.classes.detail(id, viewerUid),
    queryFn: ({ signal }) => getClass(id, signal),
    retry: false,
  });
}

export interface UseClassOptions {
  /** Wait for the bearer token: pages whose access depends on `isEnrolled` must not ask anonymously. */
  waitForToken?: boolean;
}

export function useClass(id: string, { waitForToken = false }: UseClassOptions = {}) {
  const { user, token } = useAuth();
  const uid = user?.uid ?? null;
  const enabled = waitForToken ? Boolean(id && uid && token) : Boolean(id);
  return useQuery({ ...classQueryOptions(id, uid), enabled });
}
