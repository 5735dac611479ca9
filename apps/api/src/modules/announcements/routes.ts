import * as shared from "@classwise/shared";
import { ok } from "../../lib/ok.js";
import { actorOf } from "../../plugins/actor.js";
import { declareRoutes } from "../../plugins/route-declaration.js";
import { announcementWrites } from "../../plugins/route-limits.js";
import * as service from "./service.js";

/** A class's announcements: the teacher posts, enrolled students read (and are told in the app and by email). */
export const announcementRoutes = declareRoutes("announcements", (route, { db }) => {
  route.serve(shared.announcementContracts.list, "read:announcement", {
    summary: "A class's announcements, newest first (enrolled students, the class's teacher, admins)",
    handler: async (request) => service.listAnnouncements(db, actorOf(request), request.params.id, request.query),
  });

  route.serve(shared.announcementContracts.post, "create:announcement", {
    rateLimit: announcementWrites,
    summary: "Post an announcement to every student enrolled in the caller's approved class",
    handler: async (request) =>
      ok({
        announcement: await service.postAnnouncement(db, actorOf(request), request.params.id, request.body),
      }),
  });
});
