import type { NotificationsResponse } from "@classwise/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { useAuth } from "../../../lib/auth/auth-context";
import { type PageParams, queryKeys } from "../../../lib/query-keys";

export function listNotifications(params: PageParams, signal?: AbortSignal) {
  return apiRequest<NotificationsResponse>("/notifications", { query: { ...params }, signal });
}

export function notificationsQueryOptions(uid: string, params: PageParams) {
  return queryOptions({
    queryKey: queryKeys.notifications.list(uid, params),
    queryFn: ({ signal }) => listNotifications(params, signal),
    staleTime: 0,
  });
}

/** The newest notifications, read while the list is open. */
export function useNotifications(params: PageParams, enabled: boolean) {
  const uid = useAuth().user?.uid ?? "";
  return useQuery({ ...notificationsQueryOptions(uid, params), enabled: enabled && Boolean(uid) });
}
