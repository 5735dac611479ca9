import { FEEDBACK_LIMIT, FEEDBACK_MIN_RATING, type PublicEvaluation } from "@classwise/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/contract-call";
import { queryKeys } from "../../../lib/query-keys";
import { selectFeedback } from "../lib/select-feedback";

/** The public feedback (product §7), asking the server for what the home page keeps anyway. */
export function listPublicEvaluations(signal?: AbortSignal): Promise<PublicEvaluation[]> {
  return api("GET /teaching-evaluations", {
    query: { minRating: FEEDBACK_MIN_RATING, limit: FEEDBACK_LIMIT },
    anonymous: true,
    signal,
  }).then((data) => data.evaluations);
}

export function homeFeedbackQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.evaluations.home,
    queryFn: async ({ signal }) => selectFeedback(await listPublicEvaluations(signal)),
    retry: false,
  });
}

export function useHomeFeedback() {
  return useQuery(homeFeedbackQueryOptions());
}
