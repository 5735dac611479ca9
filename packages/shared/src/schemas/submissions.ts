import { z } from "zod";

/** spec §3 Submission. */
export const submissionSchema = z.object({
  _id: z.string(),
  assignmentId: z.string(),
  classId: z.string(),
  studentUid: z.string(),
  studentName: z.string(),
  studentEmail: z.string(),
  submissionText: z.string(),
  submittedAt: z.string(),
});
export type Submission = z.infer<typeof submissionSchema>;

export const submissionsResponseSchema = z.object({
  success: z.literal(true),
  submissions: z.array(submissionSchema),
});
export type SubmissionsResponse = z.infer<typeof submissionsResponseSchema>;
