import type { User } from "@classwise/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { mutationKeys, queryKeys } from "../../../lib/query-keys";

export type SuspensionInput = { uid: string; suspend: true; reason: string } | { uid: string; suspend: false };

/** POST /users/{uid}/suspension {reason} suspends; DELETE lifts (admin, docs/decisions/0036). */
export function changeSuspension(input: SuspensionInput) {
  const path = `/users/${encodeURIComponent(input.uid)}/suspension`;
  return apiRequest<{ success: true; user: User }>(
    path,
    input.suspend ? { method: "POST", body: { reason: input.reason } } : { method: "DELETE" },
  );
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
