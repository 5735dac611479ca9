import * as shared from "@classwise/shared";
import { ok } from "../../lib/ok.js";
import { actorOf } from "../../plugins/actor.js";
import { declareRoutes } from "../../plugins/route-declaration.js";
import { announcementWrites } from "../../plugins/route-limits.js";
import * as service from "./service.js";

/** A class's announcements: the teacher posts, enrolled students read (and are told in the app and by email). */
export const announcementRoutes = declareRoutes("announcements", (route, { db }) => {
  route.get("/classes/:id/announcements", "read:announcement", {
    summary: "A class's announcements, newest first (enrolled students, the class's teacher, admins)",
    schema: {
      params: shared.idParamsSchema,
      querystring: shared.pageQuerySchema,
      response: { 200: shared.announcementPageSchema },
    },
    handler: async (request) => service.listAnnouncements(db, actorOf(request), request.params.id, request.query),
  });

  route.post("/classes/:id/announcements", "create:announcement", {
    rateLimit: announcementWrites,
    summary: "Post an announcement to every student enrolled in the caller's approved class",
    schema: {
      params: shared.idParamsSchema,
      body: shared.createAnnouncementBodySchema,
      response: { 201: shared.announcementResponseSchema },
    },
    handler: async (request) =>
      ok({
        announcement: await service.postAnnouncement(db, actorOf(request), request.params.id, request.body),
      }),
  });
});
