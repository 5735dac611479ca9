import type { NotificationSetting } from "@classwise/shared";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useAuth } from "../../../lib/auth/auth-context";
import { api } from "../../../lib/contract-call";
import { queryKeys } from "../../../lib/query-keys";

export function getNotificationSettings(signal?: AbortSignal) {
  return api("GET /notification-settings", { signal }).then((data) => data.settings);
}

export function updateNotificationSetting(setting: NotificationSetting) {
  return api("PUT /notification-settings", { body: setting }).then((data) => data.settings);
}

export function notificationSettingsQueryOptions(uid: string) {
  return queryOptions({
    queryKey: queryKeys.notifications.settings(uid),
    queryFn: ({ signal }) => getNotificationSettings(signal),
  });
}

export function useNotificationSettings() {
  const uid = useAuth().user?.uid ?? "";
  return useQuery({ ...notificationSettingsQueryOptions(uid), enabled: Boolean(uid) });
}

export function useUpdateNotificationSetting() {
  const client = useQueryClient();
  const uid = useAuth().user?.uid ?? "";
  return useMutation({
    mutationFn: updateNotificationSetting,
    onSuccess: (settings) => client.setQueryData(queryKeys.notifications.settings(uid), settings),
  });
}
