import { z } from "zod";
import { FEEDBACK_LIMIT } from "../constants/index.js";
import { validationMessages } from "../messages/index.js";
import { idSchema, requiredTextSchema, successResponse } from "./common.js";

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

export const publicEvaluationsResponseSchema = successResponse({ evaluations: z.array(publicEvaluationSchema) });
export type PublicEvaluationsResponse = z.infer<typeof publicEvaluationsResponseSchema>;

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const EVALUATION_DESCRIPTION_MIN = 10;
export const EVALUATION_DESCRIPTION_MAX = 2000;

/** product §5 Evaluation: the description's rules, shared by the modal and the server. */
export const evaluationDescriptionSchema = requiredTextSchema(
  validationMessages.descriptionRequired,
  EVALUATION_DESCRIPTION_MAX,
  validationMessages.evaluationDescriptionTooLong,
  { length: EVALUATION_DESCRIPTION_MIN, message: validationMessages.descriptionTooShort },
);

/** A whole number of stars, 1 to 5; anything else (0 = no star picked) asks for a rating. */
export const ratingSchema = z
  .number({ error: validationMessages.ratingRequired })
  .int(validationMessages.ratingRequired)
  .min(RATING_MIN, validationMessages.ratingRequired)
  .max(RATING_MAX, validationMessages.ratingRequired);

/**
 * POST /teaching-evaluations. The teacher comes from the class; the student's uid, name and email from the
 * token and the database; those fields in a body are stripped.
 */
export const submitEvaluationBodySchema = z.object({
  classId: idSchema,
  rating: ratingSchema,
  description: evaluationDescriptionSchema,
});
export type SubmitEvaluationBody = z.infer<typeof submitEvaluationBodySchema>;

/** product §3 Teaching evaluation, as its author sees it (their own email included). */
export const evaluationSchema = z.object({
  _id: z.string(),
  classId: z.string(),
  teacherUid: z.string(),
  studentUid: z.string(),
  studentName: z.string(),
  studentEmail: z.string(),
  rating: z.number().int().min(RATING_MIN).max(RATING_MAX),
  description: z.string(),
  submittedAt: z.string(),
});
export type Evaluation = z.infer<typeof evaluationSchema>;

export const submitEvaluationResponseSchema = successResponse({ evaluation: evaluationSchema });
export type SubmitEvaluationResponse = z.infer<typeof submitEvaluationResponseSchema>;
