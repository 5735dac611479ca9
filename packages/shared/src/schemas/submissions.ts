import { z } from "zod";
import { validationMessages } from "../messages/index.js";
import { idSchema, pageQuerySchema, pageResponse, requiredTextSchema, successResponse } from "./common.js";

/** product §3 Submission. */
export const submissionSchema = z.object({
  _id: z.string(),
  assignmentId: z.string(),
  classId: z.string(),
  studentUid: z.string(),
  studentName: z.string(),
  studentEmail: z.string(),
  submissionText: z.string(),
  submittedAt: z.string(),
  /** Null until the class's teacher grades it (docs/decisions/0020-grading.md). */
  score: z.number().int().nullable(),
  feedback: z.string().nullable(),
  gradedAt: z.string().nullable(),
});
export type Submission = z.infer<typeof submissionSchema>;

export const submissionsResponseSchema = successResponse({ submissions: z.array(submissionSchema) });
export type SubmissionsResponse = z.infer<typeof submissionsResponseSchema>;

export const SUBMISSION_TEXT_MAX = 10_000;

/**
 * POST /submissions (product §5 Assignment submission). Only the assignment and the text come from the
 * client; class, student, name, email and time come from the assignment, the token and the database.
 */
export const submitAssignmentBodySchema = z.object({
  assignmentId: idSchema,
  submissionText: requiredTextSchema(
    validationMessages.submissionRequired,
    SUBMISSION_TEXT_MAX,
    validationMessages.submissionTooLong,
  ),
});
export type SubmitAssignmentBody = z.infer<typeof submitAssignmentBodySchema>;

export const submitAssignmentResponseSchema = successResponse({ submission: submissionSchema });
export type SubmitAssignmentResponse = z.infer<typeof submitAssignmentResponseSchema>;

/** GET /submissions/class/{id}: a page of the class's submissions, newest first. */
export const classSubmissionsQuerySchema = pageQuerySchema;
export type ClassSubmissionsQuery = z.infer<typeof classSubmissionsQuerySchema>;

/** How many submissions one assignment has (every assignment of the class is listed, zero included). */
export const assignmentSubmissionCountSchema = z.object({
  assignmentId: z.string(),
  submissions: z.number().int(),
});
export type AssignmentSubmissionCount = z.infer<typeof assignmentSubmissionCountSchema>;

export const classSubmissionsResponseSchema = pageResponse("submissions", submissionSchema, {
  assignmentCounts: z.array(assignmentSubmissionCountSchema),
});
export type ClassSubmissionsResponse = z.infer<typeof classSubmissionsResponseSchema>;

/** `/submissions/student/:uid/class/:id`: one student's submissions in one class. */
export const studentClassParamsSchema = z.object({ uid: z.string().trim().min(1).max(64), id: idSchema });
