import type { Db } from "@classwise/db/client";
import {
  messages,
  NOTIFICATION_KINDS,
  type Notification,
  type NotificationKind,
  type NotificationSetting,
  type NotificationsResponse,
  type PageQuery,
  totalPagesFor,
} from "@classwise/shared";
import { notFound } from "../../lib/errors.js";
import { boundedWindow } from "../../lib/pagination.js";
import type { Actor } from "../../policy/index.js";
import * as repository from "./repository.js";

const toNotification = (row: repository.NotificationRow): Notification => ({
  _id: row.id,
  kind: row.kind as NotificationKind,
  title: row.title,
  body: row.body,
  link: row.link,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

/** GET /notifications: the caller's own, newest first, with the unread count for the bell; 400 past 10,000. */
export async function listNotifications(db: Db, actor: Actor, query: PageQuery): Promise<NotificationsResponse> {
  const [rows, counts] = await Promise.all([
    repository.findNotificationPage(db, actor.uid, boundedWindow(query, messages.api.notificationsTooDeep)),
    repository.countNotifications(db, actor.uid),
  ]);
  return {
    success: true,
    notifications: rows.map(toNotification),
    totalNotifications: counts.total,
    totalPages: totalPagesFor(counts.total, query.limit),
    unreadCount: counts.unread,
  };
}

export function countUnread(db: Db, actor: Actor): Promise<number> {
  return repository.countUnread(db, actor.uid);
}

/** Someone else's notification answers 404, as a missing one does. */
export async function markRead(db: Db, actor: Actor, id: string): Promise<number> {
  if (!(await repository.markRead(db, actor.uid, id))) throw notFound(messages.notifications.notFound);
  return repository.countUnread(db, actor.uid);
}

export async function markAllRead(db: Db, actor: Actor): Promise<number> {
  await repository.markAllRead(db, actor.uid);
  return 0;
}

export async function listSettings(db: Db, userId: string): Promise<NotificationSetting[]> {
  const off = new Set(await repository.findOptOuts(db, userId));
  return NOTIFICATION_KINDS.map((kind) => ({ kind, enabled: !off.has(kind) }));
}

export async function updateSetting(db: Db, userId: string, setting: NotificationSetting) {
  await repository.setOptOut(db, userId, setting.kind, !setting.enabled);
  return listSettings(db, userId);
}
