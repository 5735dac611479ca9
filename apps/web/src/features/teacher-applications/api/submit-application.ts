import type { CreateApplicationBody, TeacherApplication } from "@classwise/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** spec §7 POST /teacher-applications; uid, email, photo, status and date are set by the server. */
export function submitApplication(body: CreateApplicationBody) {
  return apiRequest<{ success: true; application: TeacherApplication }>("/teacher-applications", {
    method: "POST",
    body,
  }).then((data) => data.application);
}

export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitApplication,
    onSuccess: async (application) => {
      queryClient.setQueryData(queryKeys.applications.mine(application.uid), application);
      await queryClient.invalidateQueries({ queryKey: queryKeys.applications.lists });
    },
  });
}
