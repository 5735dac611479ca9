import type { UnreadCountResponse } from "@classwise/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { useAuth } from "../../../lib/auth/auth-context";
import { queryKeys } from "../../../lib/query-keys";

export function markNotificationRead(id: string) {
  return apiRequest<UnreadCountResponse>(`/notifications/${encodeURIComponent(id)}/read`, { method: "POST" });
}

export function markAllNotificationsRead() {
  return apiRequest<UnreadCountResponse>("/notifications/read-all", { method: "POST" });
}

/** Marks one (an id) or every notification read; the count comes back with the answer. */
export function useMarkRead() {
  const client = useQueryClient();
  const uid = useAuth().user?.uid ?? "";
  return useMutation({
    mutationFn: (id: string | "all") => (id === "all" ? markAllNotificationsRead() : markNotificationRead(id)),
    onSuccess: (data) => client.setQueryData(queryKeys.notifications.unreadCount(uid), data.unreadCount),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.notifications.all }),
  });
}
