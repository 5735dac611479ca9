import type { Db } from "@classwise/db/client";
import { announcements, classes } from "@classwise/db/schema";
import { and, count, desc, eq } from "drizzle-orm";

export type AnnouncementRow = typeof announcements.$inferSelect;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The class's title and status, for the teacher who owns it (undefined for anyone else). */
export async function findOwnedClass(db: Db, classId: string, teacherId: string) {
  const [row] = await db
    .select({ id: classes.id, title: classes.title, status: classes.status, deletedAt: classes.deletedAt })
    .from(classes)
    .where(and(eq(classes.id, classId), eq(classes.teacherId, teacherId)))
    .limit(1);
  return row;
}

export async function insertAnnouncement(
  tx: Tx,
  values: { classId: string; teacherId: string; title: string; body: string },
) {
  const [row] = await tx.insert(announcements).values(values).returning();
  if (!row) throw new Error("announcement insert returned nothing");
  return row;
}

/** One page of a class's announcements, newest first (announcements_class_created_idx), and their total. */
export async function findAnnouncementPage(db: Db, classId: string, window: { offset: number; limit: number }) {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(announcements)
      .where(eq(announcements.classId, classId))
      .orderBy(desc(announcements.createdAt), desc(announcements.id))
      .offset(window.offset)
      .limit(window.limit),
    db.select({ total: count() }).from(announcements).where(eq(announcements.classId, classId)),
  ]);
  return { rows, total: Number(totals[0]?.total ?? 0) };
}
