import {
  markReadParamsSchema,
  notificationSettingsResponseSchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
  unreadCountResponseSchema,
  updateNotificationSettingBodySchema,
} from "../schemas/notifications.js";
import { unsubscribePageSchema, unsubscribeQuerySchema, unsubscribeRefusalSchema } from "../schemas/unsubscribe.js";
import { defineContract } from "./contract.js";

/** Notifications and notification settings of the caller (docs/decisions/0023-notifications.md). */
export const notificationContracts = {
  list: defineContract({
    method: "GET",
    path: "/notifications",
    query: notificationsQuerySchema,
    response: { 200: notificationsResponseSchema },
  }),
  unreadCount: defineContract({
    method: "GET",
    path: "/notifications/unread-count",
    response: { 200: unreadCountResponseSchema },
  }),
  markRead: defineContract({
    method: "POST",
    path: "/notifications/:id/read",
    params: markReadParamsSchema,
    response: { 200: unreadCountResponseSchema },
  }),
  markAllRead: defineContract({
    method: "POST",
    path: "/notifications/read-all",
    response: { 200: unreadCountResponseSchema },
  }),
  settings: defineContract({
    method: "GET",
    path: "/notification-settings",
    response: { 200: notificationSettingsResponseSchema },
  }),
  updateSetting: defineContract({
    method: "PUT",
    path: "/notification-settings",
    body: updateNotificationSettingBodySchema,
    response: { 200: notificationSettingsResponseSchema },
  }),
  /** The link in a notification email: asks to confirm, changes nothing (link scanners open every link). */
  unsubscribePage: defineContract({
    method: "GET",
    path: "/notifications/unsubscribe",
    query: unsubscribeQuerySchema,
    response: { 200: unsubscribePageSchema },
    errors: { 400: unsubscribeRefusalSchema },
  }),
  /** The page's button, or a mail program's one-click POST (RFC 8058). */
  unsubscribe: defineContract({
    method: "POST",
    path: "/notifications/unsubscribe",
    query: unsubscribeQuerySchema,
    response: { 200: unsubscribePageSchema },
    errors: { 400: unsubscribeRefusalSchema },
  }),
};
