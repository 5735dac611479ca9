import type { GradeSubmissionBody } from "@classwise/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/contract-call";
import { queryKeys } from "../../../lib/query-keys";

/** PUT /submissions/{id}/grade: grader and time come from the server. */
export function gradeSubmission(submissionId: string, body: GradeSubmissionBody) {
  return api("PUT /submissions/:id/grade", { params: { id: submissionId }, body });
}

/** Grades one submission; the answer replaces the opened one, and every grading list is read again. */
export function useGradeSubmission() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ submissionId, body }: { submissionId: string; body: GradeSubmissionBody }) =>
      gradeSubmission(submissionId, body),
    onSuccess: (data) => {
      client.setQueryData(queryKeys.learning.gradingSubmission(data.submission._id), data);
    },
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.learning.grading }),
  });
}
