import * as shared from "@classwise/shared";
import { ok } from "../../lib/ok.js";
import { actorOf } from "../../plugins/actor.js";
import type { RouteRateLimit } from "../../plugins/rate-limit.js";
import { declareRoutes } from "../../plugins/route-declaration.js";
import { countUnread, listNotifications, listSettings, markAllRead, markRead, updateSetting } from "./service.js";

const notificationWrites: RouteRateLimit = { bucket: "notification-write", per: "user" };

/** The caller's own notifications and notification settings (docs/decisions/0023-notifications.md). */
export const notificationRoutes = declareRoutes("notifications", (route, { db }) => {
  route.serve(shared.notificationContracts.list, "read:notification", {
    summary: "The caller's notifications, newest first, and how many are unread",
    handler: async (request) => listNotifications(db, actorOf(request), request.query),
  });

  route.serve(shared.notificationContracts.unreadCount, "read:notification", {
    summary: "How many of the caller's notifications are unread (the bell polls it)",
    handler: async (request) => ok({ unreadCount: await countUnread(db, actorOf(request)) }),
  });

  route.serve(shared.notificationContracts.markRead, "update:notification", {
    rateLimit: notificationWrites,
    summary: "Mark one of the caller's notifications read",
    handler: async (request) => ok({ unreadCount: await markRead(db, actorOf(request), request.params.id) }),
  });

  route.serve(shared.notificationContracts.markAllRead, "update:notification", {
    rateLimit: notificationWrites,
    summary: "Mark every notification of the caller read",
    handler: async (request) => ok({ unreadCount: await markAllRead(db, actorOf(request)) }),
  });

  route.serve(shared.notificationContracts.settings, "read:notification", {
    summary: "One switch per kind of notification (in the app and by email)",
    handler: async (request) => ok({ settings: await listSettings(db, actorOf(request).uid) }),
  });

  route.serve(shared.notificationContracts.updateSetting, "update:notification", {
    rateLimit: notificationWrites,
    summary: "Switch one kind of notification on or off",
    handler: async (request) => ok({ settings: await updateSetting(db, actorOf(request).uid, request.body) }),
  });
});
