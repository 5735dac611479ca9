import type { Db } from "@classwise/db/client";
import { classes } from "@classwise/db/schema";
import { messages, paths } from "@classwise/shared";
import { eq } from "drizzle-orm";
import { formatEmailDate } from "../../lib/format-date.js";
import { notifyEnrolledStudents } from "../notifications/notify.js";
import type { AssignmentRow } from "./repository.js";

/** Tells every student enrolled in the class about a new assignment, in the transaction that adds it. */
export async function notifyNewAssignment(tx: Db, assignment: AssignmentRow): Promise<void> {
  const [item] = await tx
    .select({ title: classes.title })
    .from(classes)
    .where(eq(classes.id, assignment.classId))
    .limit(1);
  await notifyEnrolledStudents(tx, assignment.classId, {
    kind: "new-assignment",
    title: messages.notifications.newAssignment(item?.title ?? ""),
    body: messages.notifications.newAssignmentBody(assignment.title, formatEmailDate(assignment.deadline)),
    link: paths.student.enrolledClass(assignment.classId),
  });
}
