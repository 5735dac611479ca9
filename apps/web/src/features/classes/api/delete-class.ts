import type { DeleteClassResponse } from "@classwise/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { mutationKeys, queryKeys } from "../../../lib/query-keys";

/** product §7 DELETE /classes/{id}. */
export function deleteClass(id: string) {
  return apiRequest<DeleteClassResponse>(`/classes/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function useDeleteClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.deleteClass,
    mutationFn: deleteClass,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.classes.all }),
  });
}
