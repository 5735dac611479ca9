import { z } from "zod";
import { FEEDBACK_LIMIT } from "../constants/index.js";

/** Maximum number of evaluations one public feedback call returns. */
export const PUBLIC_EVALUATIONS_MAX = 50;

/** A teaching evaluation as the public home page shows it: no email, no student or teacher ids. */
export const publicEvaluationSchema = z.object({
  _id: z.string(),
  classId: z.string(),
  classTitle: z.string(),
  studentName: z.string(),
  studentPhotoURL: z.string(),
  rating: z.number().int().min(1).max(5),
  description: z.string(),
  submittedAt: z.string(),
});
export type PublicEvaluation = z.infer<typeof publicEvaluationSchema>;

export const listPublicEvaluationsQuerySchema = z.object({
  minRating: z.coerce.number().int().min(1).max(5).default(1),
  limit: z.coerce.number().int().min(1).max(PUBLIC_EVALUATIONS_MAX).default(FEEDBACK_LIMIT),
});
export type ListPublicEvaluationsQuery = z.infer<typeof listPublicEvaluationsQuerySchema>;

export const publicEvaluationsResponseSchema = z.object({
  success: z.literal(true),
  evaluations: z.array(publicEvaluationSchema),
});
export type PublicEvaluationsResponse = z.infer<typeof publicEvaluationsResponseSchema>;
