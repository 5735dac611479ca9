import type { Db } from "@classwise/db/client";
import { counterTotal } from "@classwise/db/counters";
import { pageIds } from "@classwise/db/newest-first";
import { param, preparedQuery } from "@classwise/db/prepared";
import { teacherApplications, users } from "@classwise/db/schema";
import { messages, paths } from "@classwise/shared";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Actor } from "../../policy/index.js";
import { appendAudit } from "../audit/append.js";
import { notifyUsers } from "../notifications/notify.js";

export type ApplicationRow = typeof teacherApplications.$inferSelect;
type NewApplication = typeof teacherApplications.$inferInsert;

export async function insertApplication(db: Db, values: NewApplication): Promise<ApplicationRow> {
  const [row] = await db.insert(teacherApplications).values(values).returning();
  if (!row) throw new Error("teacher application insert returned no row");
  return row;
}

/** The one application of a user (teacher_applications_user_key makes it unique). */
export async function findApplicationByUser(db: Db, userId: string): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(teacherApplications).where(eq(teacherApplications.userId, userId)).limit(1);
  return row;
}

export async function findApplicationById(db: Db, id: string): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(teacherApplications).where(eq(teacherApplications.id, id)).limit(1);
  return row;
}

const applicationsByIds = preparedQuery("teacher_applications_by_ids", (db, name) =>
  db
    .select()
    .from(teacherApplications)
    .where(sql`${teacherApplications.id} = any(${param("ids")})`)
    .prepare(name),
);

/** Newest first: ids from teacher_applications_applied_idx, the total from its counter, then the rows. */
export async function listApplications(db: Db, window: { offset: number; limit: number }) {
  const { ids, total } = await pageIds(
    db,
    {
      name: "teacher_applications",
      table: teacherApplications,
      where: sql`true`,
      createdAt: teacherApplications.appliedAt,
      id: teacherApplications.id,
      total: counterTotal("teacher_applications"),
    },
    window,
  );
  if (ids.length === 0) return { rows: [], total };
  const rows = await applicationsByIds(db).execute({ ids });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return { rows: ids.flatMap((id) => byId.get(id) ?? []), total };
}

/**
 * Resubmits the owner's rejected application as pending. The owner and the rejected status are part of
 * the WHERE, so a concurrent change makes this return nothing instead of overwriting it.
 */
export async function resubmitRejectedApplication(
  db: Db,
  where: { id: string; userId: string },
  changes: Pick<NewApplication, "name" | "email" | "photoUrl" | "title" | "experience" | "category">,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .update(teacherApplications)
    .set({ ...changes, status: "pending", appliedAt: new Date(), reviewedAt: null, reviewedBy: null })
    .where(
      and(
        eq(teacherApplications.id, where.id),
        eq(teacherApplications.userId, where.userId),
        eq(teacherApplications.status, "rejected"),
      ),
    )
    .returning();
  return row;
}

/**
 * Records an admin's decision on a pending application; approving also makes the applicant a teacher in
 * the same transaction. Returns nothing when the application is missing, is the reviewer's own, or is no
 * longer pending (another review won).
 */
export async function reviewPendingApplication(
  db: Db,
  input: { id: string; status: "approved" | "rejected"; reviewer: Actor },
): Promise<ApplicationRow | undefined> {
  const reviewerId = input.reviewer.uid;
  return db.transaction(async (tx) => {
    // The row lock taken by this UPDATE makes a concurrent review wait, then see status <> 'pending'.
    const [row] = await tx
      .update(teacherApplications)
      .set({ status: input.status, reviewedAt: new Date(), reviewedBy: reviewerId })
      .where(
        and(
          eq(teacherApplications.id, input.id),
          eq(teacherApplications.status, "pending"),
          ne(teacherApplications.userId, reviewerId),
        ),
      )
      .returning();
    if (row && input.status === "approved") {
      await tx.update(users).set({ role: "teacher" }).where(eq(users.id, row.userId));
    }
    if (row) {
      const approved = input.status === "approved";
      await appendAudit(tx, {
        actor: input.reviewer,
        action: approved ? "teacher-application.approved" : "teacher-application.rejected",
        objectType: "teacher-application",
        objectId: row.id,
        before: { status: "pending", userId: row.userId },
        after: { status: row.status, userId: row.userId, ...(approved ? { role: "teacher" } : {}) },
      });
      await notifyUsers(tx, [row.userId], {
        kind: "application-reviewed",
        title: approved ? messages.notifications.applicationApproved : messages.notifications.applicationRejected,
        body: approved
          ? messages.notifications.applicationApprovedBody
          : messages.notifications.applicationRejectedBody,
        link: approved ? paths.teacher.root : paths.student.request,
      });
    }
    return row;
  });
}
