import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/contract-call";
import { mutationKeys, queryKeys } from "../../../lib/query-keys";

export type ClassDecision = "approved" | "rejected";

export interface ReviewClassInput {
  id: string;
  decision: ClassDecision;
}

/** product §7: an admin approves or rejects a pending class. */
export function reviewClass({ id, decision }: ReviewClassInput) {
  return api("PATCH /classes/:id", { params: { id }, body: { status: decision } }).then((data) => data.class);
}

/** Approve or reject; busy rows are found with useMutationState under mutationKeys.reviewClass. */
export function useReviewClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.reviewClass,
    mutationFn: reviewClass,
    // A 409 means another admin decided first: reload either way so the row shows the decision.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.classes.all }),
  });
}
