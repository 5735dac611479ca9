import * as shared from "@classwise/shared";
import { ok } from "../../lib/ok.js";
import { actorOf } from "../../plugins/actor.js";
import type { RouteRateLimit } from "../../plugins/rate-limit.js";
import { declareRoutes } from "../../plugins/route-declaration.js";
import { countUnread, listNotifications, listSettings, markAllRead, markRead, updateSetting } from "./service.js";

const notificationWrites: RouteRateLimit = { bucket: "notification-write", per: "user" };

/** The caller's own notifications and notification settings (docs/decisions/0023-notifications.md). */
export const notificationRoutes = declareRoutes("notifications", (route, { db }) => {
  route.get("/notifications", "read:notification", {
    summary: "The caller's notifications, newest first, and how many are unread",
    schema: { querystring: shared.notificationsQuerySchema, response: { 200: shared.notificationsResponseSchema } },
    handler: async (request) => listNotifications(db, actorOf(request), request.query),
  });

  route.get("/notifications/unread-count", "read:notification", {
    summary: "How many of the caller's notifications are unread (the bell polls it)",
    schema: { response: { 200: shared.unreadCountResponseSchema } },
    handler: async (request) => ok({ unreadCount: await countUnread(db, actorOf(request)) }),
  });

  route.post("/notifications/:id/read", "update:notification", {
    rateLimit: notificationWrites,
    summary: "Mark one of the caller's notifications read",
    schema: { params: shared.markReadParamsSchema, response: { 200: shared.unreadCountResponseSchema } },
    handler: async (request) => ok({ unreadCount: await markRead(db, actorOf(request), request.params.id) }),
  });

  route.post("/notifications/read-all", "update:notification", {
    rateLimit: notificationWrites,
    summary: "Mark every notification of the caller read",
    schema: { response: { 200: shared.unreadCountResponseSchema } },
    handler: async (request) => ok({ unreadCount: await markAllRead(db, actorOf(request)) }),
  });

  route.get("/notification-settings", "read:notification", {
    summary: "One switch per kind of notification (in the app and by email)",
    schema: { response: { 200: shared.notificationSettingsResponseSchema } },
    handler: async (request) => ok({ settings: await listSettings(db, actorOf(request).uid) }),
  });

  route.put("/notification-settings", "update:notification", {
    rateLimit: notificationWrites,
    summary: "Switch one kind of notification on or off",
    schema: {
      body: shared.updateNotificationSettingBodySchema,
      response: { 200: shared.notificationSettingsResponseSchema },
    },
    handler: async (request) => ok({ settings: await updateSetting(db, actorOf(request).uid, request.body) }),
  });
});
