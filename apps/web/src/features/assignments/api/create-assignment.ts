import type { Assignment, CreateAssignmentBody } from "@classwise/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/contract-call";
import { queryKeys } from "../../../lib/query-keys";

/** POST /assignments: the teacher and the creation time come from the server. */
export function createAssignment(body: CreateAssignmentBody) {
  return api("POST /assignments", { body }).then((data) => data.assignment);
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
