import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useAuth } from "../../../lib/auth/auth-context";
import { api, download } from "../../../lib/contract-call";
import { queryKeys } from "../../../lib/query-keys";

/** How often the panel asks while a copy is being prepared. */
const PREPARING_POLL_MS = 3_000;

/** The caller's latest copy (pending, ready or failed), or null. */
export function useDataExportStatus() {
  const { user, token } = useAuth();
  const uid = user?.uid ?? "";
  return useQuery({
    queryKey: queryKeys.dataExport.status(uid),
    queryFn: ({ signal }) => api("GET /users/me/export/status", { signal }).then((data) => data.export),
    enabled: Boolean(uid && token),
    refetchInterval: (query) => (query.state.data?.status === "pending" ? PREPARING_POLL_MS : false),
  });
}

/** Asks for a new copy; the status then shows it pending. */
export function useRequestDataExport() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: () => api("POST /users/me/export").then((data) => data.export),
    onSuccess: (created) => queryClient.setQueryData(queryKeys.dataExport.status(user?.uid ?? ""), created),
  });
}

/** Saves the prepared JSON file with the bearer token. */
export function downloadDataExport(failMessage: string) {
  return download("GET /users/me/export", {}, "classwise-data.json", failMessage);
}
