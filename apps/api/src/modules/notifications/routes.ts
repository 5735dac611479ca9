import {
  markReadParamsSchema,
  notificationSettingsResponseSchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
  unreadCountResponseSchema,
  updateNotificationSettingBodySchema,
} from "@classwise/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/ok.js";
import { actorOf } from "../../plugins/actor.js";
import type { RouteRateLimit } from "../../plugins/rate-limit.js";
import { countUnread, listNotifications, listSettings, markAllRead, markRead, updateSetting } from "./service.js";

const notificationWrites: RouteRateLimit = { bucket: "notification-write", per: "user" };

/** The caller's own notifications and notification settings (docs/decisions/0023-notifications.md). */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    "/notifications",
    {
      config: { access: "read:notification" },
      schema: {
        tags: ["notifications"],
        summary: "The caller's notifications, newest first, and how many are unread",
        querystring: notificationsQuerySchema,
        response: { 200: notificationsResponseSchema },
      },
    },
    async (request) => listNotifications(db(), actorOf(request), request.query),
  );

  app.get(
    "/notifications/unread-count",
    {
      config: { access: "read:notification" },
      schema: {
        tags: ["notifications"],
        summary: "How many of the caller's notifications are unread (the bell polls it)",
        response: { 200: unreadCountResponseSchema },
      },
    },
    async (request) => ok({ unreadCount: await countUnread(db(), actorOf(request)) }),
  );

  app.post(
    "/notifications/:id/read",
    {
      config: { access: "update:notification", rateLimit: notificationWrites },
      schema: {
        tags: ["notifications"],
        summary: "Mark one of the caller's notifications read",
        params: markReadParamsSchema,
        response: { 200: unreadCountResponseSchema },
      },
    },
    async (request) => ok({ unreadCount: await markRead(db(), actorOf(request), request.params.id) }),
  );

  app.post(
    "/notifications/read-all",
    {
      config: { access: "update:notification", rateLimit: notificationWrites },
      schema: {
        tags: ["notifications"],
        summary: "Mark every notification of the caller read",
        response: { 200: unreadCountResponseSchema },
      },
    },
    async (request) => ok({ unreadCount: await markAllRead(db(), actorOf(request)) }),
  );

  app.get(
    "/notification-settings",
    {
      config: { access: "read:notification" },
      schema: {
        tags: ["notifications"],
        summary: "One switch per kind of notification (in the app and by email)",
        response: { 200: notificationSettingsResponseSchema },
      },
    },
    async (request) => ok({ settings: await listSettings(db(), actorOf(request).uid) }),
  );

  app.put(
    "/notification-settings",
    {
      config: { access: "update:notification", rateLimit: notificationWrites },
      schema: {
        tags: ["notifications"],
        summary: "Switch one kind of notification on or off",
        body: updateNotificationSettingBodySchema,
        response: { 200: notificationSettingsResponseSchema },
      },
    },
    async (request) => ok({ settings: await updateSetting(db(), actorOf(request).uid, request.body) }),
  );
};
