import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { notificationOptOuts, notifications } from "../../db/schema.js";

export type NotificationRow = typeof notifications.$inferSelect;

/** One page of the user's notifications, newest first (notifications_user_idx). */
export async function findNotificationPage(db: Db, userId: string, window: { offset: number; limit: number }) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countNotifications(db: Db, userId: string) {
  const [row] = await db
    .select({
      total: count(),
      unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)::int`,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return { total: Number(row?.total ?? 0), unread: Number(row?.unread ?? 0) };
}

/** The unread count alone, served by the partial index notifications_unread_idx. */
export async function countUnread(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.unread ?? 0);
}

/** Marks one of the user's own notifications read (already read stays as it was). False when not theirs. */
export async function markRead(db: Db, userId: string, id: string): Promise<boolean> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return Boolean(row);
}

export async function markAllRead(db: Db, userId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

export async function findOptOuts(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ kind: notificationOptOuts.kind })
    .from(notificationOptOuts)
    .where(eq(notificationOptOuts.userId, userId));
  return rows.map((row) => row.kind);
}

/** Switches a kind on (no row) or off (a row); repeating either is harmless. */
export async function setOptOut(db: Db, userId: string, kind: string, optedOut: boolean): Promise<void> {
  if (optedOut) {
    await db.insert(notificationOptOuts).values({ userId, kind }).onConflictDoNothing();
  } else {
    await db
      .delete(notificationOptOuts)
      .where(and(eq(notificationOptOuts.userId, userId), eq(notificationOptOuts.kind, kind)));
  }
}
