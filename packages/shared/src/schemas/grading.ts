import { z } from "zod";
import { gradingMessages } from "../messages/index.js";
import { assignmentSchema } from "./assignments.js";
import { pageQuerySchema, successResponse } from "./common.js";
import { submissionSchema } from "./submissions.js";

export const SCORE_MIN = 0;
export const SCORE_MAX = 100;
export const FEEDBACK_MAX = 5_000;

export const GRADING_FILTERS = ["all", "ungraded", "graded"] as const;
export type GradingFilter = (typeof GRADING_FILTERS)[number];

/** A submission as the grading screens show it: the student's photo beside the work. */
export const gradingSubmissionSchema = submissionSchema.extend({
  studentPhotoURL: z.string(),
});
export type GradingSubmission = z.infer<typeof gradingSubmissionSchema>;

/** GET /assignments/{id}/submissions: first handed in, first listed; `status` narrows to graded or not. */
export const assignmentSubmissionsQuerySchema = pageQuerySchema.extend({
  status: z.enum(GRADING_FILTERS).default("all"),
});
export type AssignmentSubmissionsQuery = z.infer<typeof assignmentSubmissionsQuerySchema>;

export const gradingAssignmentSchema = assignmentSchema.pick({ _id: true, classId: true, title: true, deadline: true });
export type GradingAssignment = z.infer<typeof gradingAssignmentSchema>;

export const assignmentSubmissionsResponseSchema = successResponse({
  assignment: gradingAssignmentSchema,
  submissions: z.array(gradingSubmissionSchema),
  /** Rows matching the filter. */
  totalSubmissions: z.number().int(),
  totalPages: z.number().int(),
  /** The whole assignment, whatever the filter. */
  counts: z.object({ all: z.number().int(), graded: z.number().int(), ungraded: z.number().int() }),
});
export type AssignmentSubmissionsResponse = z.infer<typeof assignmentSubmissionsResponseSchema>;

/** One submission opened for grading, and the next one of its assignment still waiting for a grade. */
export const gradingSubmissionResponseSchema = successResponse({
  submission: gradingSubmissionSchema,
  assignment: gradingAssignmentSchema,
  nextUngradedId: z.string().nullable(),
});
export type GradingSubmissionResponse = z.infer<typeof gradingSubmissionResponseSchema>;

/** PUT /submissions/{id}/grade: grading again replaces the score and the feedback. */
export const gradeSubmissionBodySchema = z.object({
  score: z
    .number({
      error: (issue) => (issue.input === undefined ? gradingMessages.scoreRequired : gradingMessages.scoreRange),
    })
    .int(gradingMessages.scoreRange)
    .min(SCORE_MIN, gradingMessages.scoreRange)
    .max(SCORE_MAX, gradingMessages.scoreRange),
  feedback: z.string().trim().max(FEEDBACK_MAX, gradingMessages.feedbackTooLong).default(""),
});
export type GradeSubmissionBody = z.infer<typeof gradeSubmissionBodySchema>;
export type GradeSubmissionInput = z.input<typeof gradeSubmissionBodySchema>;
