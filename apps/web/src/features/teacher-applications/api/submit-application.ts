import type { CreateApplicationBody, TeacherApplication } from "@classwise/shared";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/contract-call";
import { queryKeys } from "../../../lib/query-keys";

/** product §7: apply to teach; uid, email, photo, status and date are set by the server. */
export function submitApplication(body: CreateApplicationBody) {
  return api("POST /teacher-applications", { body }).then((data) => data.application);
}

/** A sent or resent application becomes the applicant's own record at once; the admin lists reload. */
export async function storeSavedApplication(queryClient: QueryClient, application: TeacherApplication) {
  queryClient.setQueryData(queryKeys.applications.mine(application.uid), application);
  await queryClient.invalidateQueries({ queryKey: queryKeys.applications.lists });
}

export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitApplication,
    onSuccess: (application) => storeSavedApplication(queryClient, application),
  });
}
