import type { Submission, SubmitAssignmentBody } from "@classwise/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAuth } from "../../../lib/auth/auth-context";
import { api } from "../../../lib/contract-call";
import { queryKeys } from "../../../lib/query-keys";

/** POST /submissions: class, student, name, email and time come from the server. */
export function submitAssignment(body: SubmitAssignmentBody) {
  return api("POST /submissions", { body }).then((data) => data.submission);
}

/**
 * Hands in one assignment. Whatever the answer, the student's submissions and the assignments are read
 * again (a 409 or a passed deadline means the page was out of date), and so is the enrolled-classes progress.
 */
export function useSubmitAssignment(classId: string) {
  const client = useQueryClient();
  const uid = useAuth().user?.uid ?? "";
  return useMutation({
    mutationFn: submitAssignment,
    onSuccess: (submission) => {
      client.setQueryData<Submission[]>(queryKeys.learning.mySubmissions(uid, classId), (list) =>
        list ? [submission, ...list.filter((item) => item.assignmentId !== submission.assignmentId)] : list,
      );
    },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.learning.mySubmissions(uid, classId) }),
        client.invalidateQueries({ queryKey: queryKeys.learning.assignments(classId) }),
        // The class page's progress comes with its lessons.
        client.invalidateQueries({ queryKey: queryKeys.learning.lessons(classId) }),
        client.invalidateQueries({ queryKey: queryKeys.enrolments.all }),
        // A submission may complete the class and so earn its certificate.
        client.invalidateQueries({ queryKey: queryKeys.certificates.all }),
      ]),
  });
}
