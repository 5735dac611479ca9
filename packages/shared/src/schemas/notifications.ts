import { z } from "zod";
import { idSchema, pageQuerySchema, pageResponse, successResponse } from "./common.js";

/**
 * What a user can be told about (docs/decisions/0023-notifications.md). Each kind has one switch in
 * Notification settings, covering the in-app notification and its email.
 */
export const NOTIFICATION_KINDS = [
  "application-reviewed",
  "class-reviewed",
  "payment-receipt",
  "payment-refunded",
  "new-assignment",
  "submission-graded",
  "assignment-due",
  "submissions-digest",
  "announcement",
  "discussion-question",
  "discussion-answered",
  "data-export-ready",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);

export const notificationSchema = z.object({
  _id: z.string(),
  kind: notificationKindSchema,
  title: z.string(),
  body: z.string(),
  /** A path inside the web app. */
  link: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsQuerySchema = pageQuerySchema;

export const notificationsResponseSchema = pageResponse("notifications", notificationSchema, {
  unreadCount: z.number().int(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

export const unreadCountResponseSchema = successResponse({ unreadCount: z.number().int() });
export type UnreadCountResponse = z.infer<typeof unreadCountResponseSchema>;

export const markReadParamsSchema = z.object({ id: idSchema });

export const notificationSettingSchema = z.object({ kind: notificationKindSchema, enabled: z.boolean() });
export type NotificationSetting = z.infer<typeof notificationSettingSchema>;

export const notificationSettingsResponseSchema = successResponse({ settings: z.array(notificationSettingSchema) });
export type NotificationSettingsResponse = z.infer<typeof notificationSettingsResponseSchema>;

/** PUT /notification-settings: one switch at a time. */
export const updateNotificationSettingBodySchema = notificationSettingSchema;
export type UpdateNotificationSettingBody = z.infer<typeof updateNotificationSettingBodySchema>;
