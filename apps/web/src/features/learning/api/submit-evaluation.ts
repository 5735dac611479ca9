import type { Evaluation, SubmitEvaluationBody, SubmitEvaluationResponse } from "@classwise/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** POST /teaching-evaluations: the teacher comes from the class, the student from the token. */
export function submitEvaluation(body: SubmitEvaluationBody): Promise<Evaluation> {
  return apiRequest<SubmitEvaluationResponse>("/teaching-evaluations", { method: "POST", body }).then(
    (data) => data.evaluation,
  );
}

export function useSubmitEvaluation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitEvaluation,
    // The home page's feedback carousel may now have a new card.
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.evaluations.all }),
  });
}
