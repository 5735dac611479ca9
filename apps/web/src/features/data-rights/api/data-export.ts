import type { DataExport, DataExportResponse } from "@classwise/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, downloadFile } from "../../../lib/api-client";
import { useAuth } from "../../../lib/auth/auth-context";
import { queryKeys } from "../../../lib/query-keys";

/** How often the panel asks while a copy is being prepared. */
const PREPARING_POLL_MS = 3_000;

/** GET /users/me/export/status: the caller's latest copy (pending, ready or failed), or null. */
export function useDataExportStatus() {
  const { user, token } = useAuth();
  const uid = user?.uid ?? "";
  return useQuery({
    queryKey: queryKeys.dataExport.status(uid),
    queryFn: ({ signal }) =>
      apiRequest<DataExportResponse>("/users/me/export/status", { signal }).then((data) => data.export),
    enabled: Boolean(uid && token),
    refetchInterval: (query) => (query.state.data?.status === "pending" ? PREPARING_POLL_MS : false),
  });
}

/** POST /users/me/export: asks for a new copy; the status then shows it pending. */
export function useRequestDataExport() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: () =>
      apiRequest<{ export: DataExport }>("/users/me/export", { method: "POST" }).then((data) => data.export),
    onSuccess: (created) => queryClient.setQueryData(queryKeys.dataExport.status(user?.uid ?? ""), created),
  });
}

/** GET /users/me/export: saves the prepared JSON file with the bearer token. */
export function downloadDataExport(failMessage: string) {
  return downloadFile("/users/me/export", "classwise-data.json", failMessage);
}
