import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAuth } from "../../../lib/auth/auth-context";
import { api } from "../../../lib/contract-call";
import { queryKeys } from "../../../lib/query-keys";

export function markNotificationRead(id: string) {
  return api("POST /notifications/:id/read", { params: { id } });
}

export function markAllNotificationsRead() {
  return api("POST /notifications/read-all");
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
