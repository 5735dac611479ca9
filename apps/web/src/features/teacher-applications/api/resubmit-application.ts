import type { TeacherApplication, UpdateApplicationBody } from "@classwise/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { storeSavedApplication } from "./submit-application";

export interface ResubmitApplicationInput {
  id: string;
  body: UpdateApplicationBody;
}

/** product §7 PUT /teacher-applications/{id}: a rejected application, edited, goes back to pending. */
export function resubmitApplication({ id, body }: ResubmitApplicationInput) {
  return apiRequest<{ success: true; application: TeacherApplication }>(
    `/teacher-applications/${encodeURIComponent(id)}`,
    { method: "PUT", body },
  ).then((data) => data.application);
}

export function useResubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resubmitApplication,
    onSuccess: (application) => storeSavedApplication(queryClient, application),
  });
}
