import { useMutation, useQueryClient } from "@tanstack/react-query";
import { updateUserRole } from "../../../lib/api/users";
import { api } from "../../../lib/contract-call";
import { mutationKeys, queryKeys } from "../../../lib/query-keys";

export interface ReviewApplicationInput {
  id: string;
  /** The applicant, whose role approving changes. */
  uid: string;
  decision: "approved" | "rejected";
}

function patchApplication(id: string, status: ReviewApplicationInput["decision"]) {
  return api("PATCH /teacher-applications/:id", { params: { id }, body: { status } }).then((data) => data.application);
}

/**
 * product §7: approving PATCHes the application to approved, then the user's role to teacher. The server
 * already makes the applicant a teacher in the approval's own transaction, so the follow-up only repeats
 * it: its failure does not undo or fail the approval.
 */
export async function reviewApplication({ id, uid, decision }: ReviewApplicationInput) {
  const application = await patchApplication(id, decision);
  if (decision === "approved") {
    await updateUserRole({ uid, role: "teacher" }).catch(() => undefined);
  }
  return application;
}

/** Approve or reject; the busy row is found through useMutationState with mutationKeys.reviewApplication. */
export function useReviewApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.reviewApplication,
    mutationFn: reviewApplication,
    onSettled: async (_data, _error, { uid }) => {
      // A 409 means someone else decided first: reload the list either way. Approval changes a role too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.applications.lists }),
        queryClient.invalidateQueries({ queryKey: queryKeys.users.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.applications.mine(uid) }),
      ]);
    },
  });
}
