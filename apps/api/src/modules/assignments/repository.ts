import type { Db } from "@classwise/db/client";
import { given, insertSelected, newId } from "@classwise/db/insert-selected";
import { assignments, classes } from "@classwise/db/schema";
import { and, desc, eq, isNull, sql } from "drizzle-orm";

export type AssignmentRow = typeof assignments.$inferSelect;

/** A class's assignments, newest first (served by assignments_class_idx). */
export async function findClassAssignments(db: Db, classId: string): Promise<AssignmentRow[]> {
  return db
    .select()
    .from(assignments)
    .where(eq(assignments.classId, classId))
    .orderBy(desc(assignments.createdAt), desc(assignments.id));
}

export interface NewAssignment {
  classId: string;
  teacherId: string;
  title: string;
  description: string;
  deadline: Date;
}

/**
 * Adds an assignment only if `teacherId` owns the class and it is approved and not deleted, in one
 * statement (INSERT … SELECT), so a class deleted or changed meanwhile can never gain one. Undefined when
 * the class did not qualify.
 */
export async function insertAssignmentForOwner(db: Db, input: NewAssignment): Promise<AssignmentRow | undefined> {
  return insertSelected(
    db,
    assignments,
    db
      .select({
        id: newId(),
        classId: classes.id,
        teacherId: classes.teacherId,
        title: given(input.title, "title"),
        description: given(input.description, "description"),
        deadline: sql<Date>`${input.deadline.toISOString()}::timestamptz`.as("deadline"),
        createdAt: sql<Date>`now()`.as("created_at"),
      })
      .from(classes)
      .where(
        and(
          eq(classes.id, input.classId),
          eq(classes.teacherId, input.teacherId),
          eq(classes.status, "approved"),
          isNull(classes.deletedAt),
        ),
      ),
  );
}

/** The teacher's own live class, whatever its status (to tell "not yours" from "not approved yet"). */
export async function findOwnedLiveClass(db: Db, classId: string, teacherId: string) {
  const [row] = await db
    .select({ id: classes.id, status: classes.status })
    .from(classes)
    .where(and(eq(classes.id, classId), eq(classes.teacherId, teacherId), isNull(classes.deletedAt)))
    .limit(1);
  return row;
}
