import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { assignments } from "../../db/schema.js";

export type AssignmentRow = typeof assignments.$inferSelect;

/** A class's assignments, newest first (served by assignments_class_idx). */
export async function findClassAssignments(db: Db, classId: string): Promise<AssignmentRow[]> {
  return db
    .select()
    .from(assignments)
    .where(eq(assignments.classId, classId))
    .orderBy(desc(assignments.createdAt), desc(assignments.id));
}
