import type { Notification } from "@classwise/shared";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useAuth } from "../../../lib/auth/auth-context";
import { api } from "../../../lib/contract-call";
import { type PageParams, queryKeys } from "../../../lib/query-keys";

/** Notifications the bell shows at first, and how many more each "Show older" adds. */
export const FEED_PAGE_SIZE = 10;

export function listNotifications(params: PageParams, signal?: AbortSignal) {
  return api("GET /notifications", { query: params, signal });
}

/**
 * The newest notifications, read while the list is open, one page more at each `fetchNextPage`. A refetch
 * reloads every page shown; a notification that arrived meanwhile and pushed another onto the next page
 * is listed once (`notifications` drops repeats).
 */
export function useNotificationFeed(enabled: boolean) {
  const uid = useAuth().user?.uid ?? "";
  return useInfiniteQuery({
    queryKey: queryKeys.notifications.feed(uid),
    queryFn: ({ pageParam, signal }) => listNotifications({ page: pageParam, limit: FEED_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, page) => (page < last.totalPages ? page + 1 : undefined),
    select: (data) => {
      const seen = new Set<string>();
      const notifications: Notification[] = [];
      for (const item of data.pages.flatMap((page) => page.notifications)) {
        if (seen.has(item._id)) continue;
        seen.add(item._id);
        notifications.push(item);
      }
      return { notifications, total: data.pages.at(-1)?.totalNotifications ?? notifications.length };
    },
    staleTime: 0,
    enabled: enabled && Boolean(uid),
  });
}
