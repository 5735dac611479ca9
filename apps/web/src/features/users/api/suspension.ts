import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/contract-call";
import { mutationKeys, queryKeys } from "../../../lib/query-keys";

export type SuspensionInput = { uid: string; suspend: true; reason: string } | { uid: string; suspend: false };

/** Suspends a user with a reason, or lifts their suspension (admin, docs/decisions/0036). */
export function changeSuspension(input: SuspensionInput) {
  const params = { uid: input.uid };
  return input.suspend
    ? api("POST /users/:uid/suspension", { params, body: { reason: input.reason } })
    : api("DELETE /users/:uid/suspension", { params });
}

/** Suspends or lifts a suspension; every users query (and the audit log) refetches. */
export function useChangeSuspension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.suspension,
    mutationFn: changeSuspension,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.users.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.audit.all }),
      ]);
    },
  });
}
