import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/contract-call";
import { mutationKeys, queryKeys } from "../../../lib/query-keys";

/** product §7: the teacher deletes their class. */
export function deleteClass(id: string) {
  return api("DELETE /classes/:id", { params: { id } });
}

export function useDeleteClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.deleteClass,
    mutationFn: deleteClass,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.classes.all }),
  });
}
