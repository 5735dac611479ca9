import { queryOptions, useQuery } from "@tanstack/react-query";
import { useAfterNextPaint } from "../../../components/ui/render-later";
import { useAuth } from "../../../lib/auth/auth-context";
import { api } from "../../../lib/contract-call";
import { queryKeys } from "../../../lib/query-keys";

/** How often the bell asks while the page is open; focus on the tab asks at once. */
export const UNREAD_POLL_MS = 30_000;

export function getUnreadCount(signal?: AbortSignal) {
  return api("GET /notifications/unread-count", { signal }).then((data) => data.unreadCount);
}

export function unreadCountQueryOptions(uid: string) {
  return queryOptions({
    queryKey: queryKeys.notifications.unreadCount(uid),
    queryFn: ({ signal }) => getUnreadCount(signal),
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: "always",
    staleTime: 0,
  });
}

/**
 * The signed-in user's unread count, kept fresh without a reload. Asked for once the page has painted: the
 * navbar's count must not hold up the page's first screen.
 */
export function useUnreadCount() {
  const { user, token } = useAuth();
  const painted = useAfterNextPaint();
  const uid = user?.uid ?? "";
  return useQuery({ ...unreadCountQueryOptions(uid), enabled: Boolean(uid && token && painted) });
}
