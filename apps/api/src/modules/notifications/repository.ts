import type { Db } from "@classwise/db/client";
import { param, preparedQuery } from "@classwise/db/prepared";
import { notificationCounts, notificationOptOuts, notifications } from "@classwise/db/schema";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";

export type NotificationRow = typeof notifications.$inferSelect;

// NULLS LAST as notifications_user_idx is built, so the planner reads the index in order instead of sorting
// every notification of the user.
const newestFirst = [sql`${notifications.createdAt} desc nulls last`, sql`${notifications.id} desc nulls last`];

/**
 * One page of the user's notifications, newest first. The skipped rows are counted in an index-only scan of
 * notifications_user_idx; only the page's own rows are read from the table.
 */
export async function findNotificationPage(db: Db, userId: string, window: { offset: number; limit: number }) {
  const pageIds = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(...newestFirst)
    .limit(window.limit)
    .offset(window.offset);
  return db
    .select()
    .from(notifications)
    .where(inArray(notifications.id, pageIds))
    .orderBy(...newestFirst);
}

const notificationCount = preparedQuery("notification_counts", (db, name) =>
  db
    .select({ total: notificationCounts.total, unread: notificationCounts.unread })
    .from(notificationCounts)
    .where(eq(notificationCounts.userId, param("userId")))
    .prepare(name),
);

/**
 * How many notifications the user has, and how many are unread: one row kept by the database's triggers
 * (migration 0009), whatever the number of notifications.
 */
export async function countNotifications(db: Db, userId: string) {
  const [row] = await notificationCount(db).execute({ userId });
  return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  return (await countNotifications(db, userId)).unread;
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
