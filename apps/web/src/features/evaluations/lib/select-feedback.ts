import { FEEDBACK_LIMIT, FEEDBACK_MIN_RATING, type PublicEvaluation } from "@classwise/shared";

/** product §7 Feedback: rating at least 4, a non-blank description, newest first by submittedAt, at most 12. */
export function selectFeedback(evaluations: readonly PublicEvaluation[]): PublicEvaluation[] {
  return evaluations
    .filter((item) => item.rating >= FEEDBACK_MIN_RATING && item.description.trim() !== "")
    .sort((a, b) => Date.parse(b.submittedAt) - Date.parse(a.submittedAt))
    .slice(0, FEEDBACK_LIMIT);
}
