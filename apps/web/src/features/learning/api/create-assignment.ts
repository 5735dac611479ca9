import type { Assignment, CreateAssignmentBody, CreateAssignmentResponse } from "@classwise/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** POST /assignments: the teacher and the creation time come from the server. */
export function createAssignment(body: CreateAssignmentBody): Promise<Assignment> {
  return apiRequest<CreateAssignmentResponse>("/assignments", { method: "POST", body }).then((data) => data.assignment);
}

export function useCreateAssignment(classId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createAssignment,
    onSuccess: async (assignment) => {
      client.setQueryData<Assignment[]>(queryKeys.learning.assignments(classId), (list) =>
        list ? [assignment, ...list.filter((item) => item._id !== assignment._id)] : list,
      );
      await Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.learning.assignments(classId) }),
        client.invalidateQueries({ queryKey: queryKeys.learning.classSubmissions(classId) }),
        client.invalidateQueries({ queryKey: queryKeys.classes.progressCounts(classId) }),
      ]);
    },
  });
}
