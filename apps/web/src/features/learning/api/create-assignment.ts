import type { Assignment, CreateAssignmentBody, CreateAssignmentResponse } from "@classwise/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { classProgressKey, learningKeys } from "./keys";

/** POST /assignments: the teacher and the creation time come from the server. */
export function createAssignment(body: CreateAssignmentBody): Promise<Assignment> {
  return apiRequest<CreateAssignmentResponse>("/assignments", { method: "POST", body }).then((data) => data.assignment);
}

export function useCreateAssignment(classId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createAssignment,
    onSuccess: async (assignment) => {
      client.setQueryData<Assignment[]>(learningKeys.assignments(classId), (list) =>
        list ? [assignment, ...list.filter((item) => item._id !== assignment._id)] : list,
      );
      await Promise.all([
        client.invalidateQueries({ queryKey: learningKeys.assignments(classId) }),
        client.invalidateQueries({ queryKey: learningKeys.classSubmissions(classId) }),
        client.invalidateQueries({ queryKey: classProgressKey(classId) }),
      ]);
    },
  });
}
