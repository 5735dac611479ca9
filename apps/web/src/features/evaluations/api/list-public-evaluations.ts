import {
  FEEDBACK_LIMIT,
  FEEDBACK_MIN_RATING,
  type PublicEvaluation,
  type PublicEvaluationsResponse,
} from "@classwise/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { selectFeedback } from "../lib/select-feedback";

/** GET /teaching-evaluations (spec §7), asking the server for what the home page keeps anyway. */
export function listPublicEvaluations(signal?: AbortSignal): Promise<PublicEvaluation[]> {
  return apiRequest<PublicEvaluationsResponse>("/teaching-evaluations", {
    query: { minRating: FEEDBACK_MIN_RATING, limit: FEEDBACK_LIMIT },
    anonymous: true,
    signal,
  }).then((data) => data.evaluations);
}

export const homeFeedbackQueryKey = ["teaching-evaluations", "home"] as const;

export function homeFeedbackQueryOptions() {
  return queryOptions({
    queryKey: homeFeedbackQueryKey,
    queryFn: async ({ signal }) => selectFeedback(await listPublicEvaluations(signal)),
    retry: false,
  });
}

export function useHomeFeedback() {
  return useQuery(homeFeedbackQueryOptions());
}
