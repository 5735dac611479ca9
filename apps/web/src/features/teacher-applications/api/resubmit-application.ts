import type { UpdateApplicationBody } from "@classwise/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/contract-call";
import { storeSavedApplication } from "./submit-application";

export interface ResubmitApplicationInput {
  id: string;
  body: UpdateApplicationBody;
}

/** product §7: a rejected application, edited, goes back to pending. */
export function resubmitApplication({ id, body }: ResubmitApplicationInput) {
  return api("PUT /teacher-applications/:id", { params: { id }, body }).then((data) => data.application);
}

export function useResubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resubmitApplication,
    onSuccess: (application) => storeSavedApplication(queryClient, application),
  });
}
