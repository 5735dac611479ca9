import {
  createAssignmentBodySchema,
  evaluationDescriptionSchema,
  FEEDBACK_MAX,
  gradingMessages,
  ratingSchema,
  SCORE_MAX,
  validationMessages,
} from "@classwise/shared";
import { z } from "zod";
import { dateTimeLocalToIso } from "./date-time";

/** product §5 Evaluation: rating at least 1, description required and at least 10 characters. */
export const evaluationFormSchema = z.object({ rating: ratingSchema, description: evaluationDescriptionSchema });
export type EvaluationFormValues = z.infer<typeof evaluationFormSchema>;

/**
 * product §5 Create assignment. The deadline is the picker's local value; it must be readable and ahead
 * (the server checks the same and answers 422, this only saves the round trip).
 */
export const assignmentFormSchema = z.object({
  title: createAssignmentBodySchema.shape.title,
  deadline: z
    .string()
    .trim()
    .min(1, { error: validationMessages.assignmentDeadlineRequired, abort: true })
    .superRefine((value, context) => {
      const iso = dateTimeLocalToIso(value);
      if (!iso) context.addIssue({ code: "custom", message: validationMessages.assignmentDeadlineInvalid });
      else if (Date.parse(iso) <= Date.now()) {
        context.addIssue({ code: "custom", message: validationMessages.assignmentDeadlinePast });
      }
    }),
  description: createAssignmentBodySchema.shape.description,
});
export type AssignmentFormValues = z.infer<typeof assignmentFormSchema>;

/**
 * The grade form: the score as typed (a whole number 0-100) and the feedback. The server checks the same
 * with the shared schema and answers 400 with the field's message.
 */
export const gradeFormSchema = z.object({
  score: z
    .string()
    .trim()
    .min(1, { error: gradingMessages.scoreRequired, abort: true })
    .refine((value) => /^\d{1,3}$/.test(value) && Number(value) <= SCORE_MAX, gradingMessages.scoreRange),
  feedback: z.string().max(FEEDBACK_MAX, gradingMessages.feedbackTooLong),
});
export type GradeFormValues = z.infer<typeof gradeFormSchema>;
