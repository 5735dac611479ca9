import { z } from "zod";
import { validationMessages } from "../messages/index.js";
import { idSchema, requiredTextSchema, successResponse } from "./common.js";

/** product §3 Assignment. */
export const assignmentSchema = z.object({
  _id: z.string(),
  classId: z.string(),
  teacherUid: z.string(),
  title: z.string(),
  description: z.string(),
  deadline: z.string(),
  createdAt: z.string(),
});
export type Assignment = z.infer<typeof assignmentSchema>;

export const classAssignmentsResponseSchema = successResponse({ assignments: z.array(assignmentSchema) });
export type ClassAssignmentsResponse = z.infer<typeof classAssignmentsResponseSchema>;

export const ASSIGNMENT_TITLE_MAX = 200;
export const ASSIGNMENT_DESCRIPTION_MAX = 5000;

/**
 * POST /assignments (product §5 Create assignment). The spec's client also sends teacherUid and createdAt:
 * they are stripped, because the teacher is whoever holds the token and the server keeps the clock. The
 * deadline is an ISO date-time with a zone (the browser turns its local picker value into one); that it
 * lies in the future is a business rule checked by the server (422), not a schema rule.
 */
export const createAssignmentBodySchema = z.object({
  classId: idSchema,
  title: requiredTextSchema(validationMessages.assignmentTitleRequired, ASSIGNMENT_TITLE_MAX),
  deadline: z
    .string({ error: validationMessages.assignmentDeadlineRequired })
    .trim()
    .min(1, { error: validationMessages.assignmentDeadlineRequired, abort: true })
    .pipe(z.iso.datetime({ offset: true, error: validationMessages.assignmentDeadlineInvalid })),
  description: requiredTextSchema(validationMessages.assignmentDescriptionRequired, ASSIGNMENT_DESCRIPTION_MAX),
});
export type CreateAssignmentBody = z.infer<typeof createAssignmentBodySchema>;

export const createAssignmentResponseSchema = successResponse({ assignment: assignmentSchema });
export type CreateAssignmentResponse = z.infer<typeof createAssignmentResponseSchema>;
