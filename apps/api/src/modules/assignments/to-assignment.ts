import type { Assignment } from "@classwise/shared";
import type { AssignmentRow } from "./repository.js";

/** An assignment as the API shows it (product §3). */
export function toAssignment(row: AssignmentRow): Assignment {
  return {
    _id: row.id,
    classId: row.classId,
    teacherUid: row.teacherId,
    title: row.title,
    description: row.description,
    deadline: row.deadline.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}
