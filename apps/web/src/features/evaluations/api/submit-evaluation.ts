import type { SubmitEvaluationBody } from "@classwise/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/contract-call";
import { queryKeys } from "../../../lib/query-keys";

/** POST /teaching-evaluations: the teacher comes from the class, the student from the token. */
export function submitEvaluation(body: SubmitEvaluationBody) {
  return api("POST /teaching-evaluations", { body }).then((data) => data.evaluation);
}

export function useSubmitEvaluation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitEvaluation,
    // The home page's feedback carousel may now have a new card.
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.evaluations.all }),
  });
}
