import { z } from "zod";

/** spec §3 Assignment. */
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

export const classAssignmentsResponseSchema = z.object({
  success: z.literal(true),
  assignments: z.array(assignmentSchema),
});
export type ClassAssignmentsResponse = z.infer<typeof classAssignmentsResponseSchema>;
