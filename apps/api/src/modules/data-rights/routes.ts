import * as shared from "@classwise/shared";
import { ok } from "../../lib/ok.js";
import { actorOf } from "../../plugins/actor.js";
import { declareRoutes } from "../../plugins/route-declaration.js";
import * as service from "./service.js";

/** Asking for a copy of one's data: each request reads every table for the user, so a few per window. */
const exportRequests = { bucket: "data-export", per: "user" } as const;
/** Deleting one's account: a password check each time, so the base limit guards against guessing. */
const accountDeletions = { bucket: "account-delete", per: "user" } as const;

export const dataRightsRoutes = declareRoutes("data rights", (route, { db, deps }) => {
  route.serve(shared.dataRightsContracts.requestExport, "create:data-export", {
    rateLimit: exportRequests,
    summary: "Ask for a copy of the caller's data, prepared in the background (409 while one is prepared)",
    handler: async (request) => ok({ export: await service.requestExport(db, actorOf(request)) }),
  });

  route.serve(shared.dataRightsContracts.exportStatus, "read:data-export", {
    summary: "The state of the caller's latest copy of their data (null when there is none)",
    handler: async (request) => ok({ export: await service.exportStatus(db, actorOf(request)) }),
  });

  route.serve(shared.dataRightsContracts.downloadExport, "read:data-export", {
    rateLimit: { bucket: "data-export-download", per: "user" },
    summary: "Download the caller's prepared copy of their data as one JSON file (until it expires)",
    schema: { produces: ["application/json"] },
    handler: async (request, reply) => {
      const file = await service.downloadExport(db, actorOf(request));
      return reply
        .header("content-type", "application/json; charset=utf-8")
        .header("content-disposition", `attachment; filename="classwise-data-${file.date}.json"`)
        .header("cache-control", "private, no-store")
        .send(file.content);
    },
  });

  route.serve(shared.dataRightsContracts.deleteAccount, "delete:user", {
    rateLimit: accountDeletions,
    summary: "Delete the caller's account after re-entering the password (or a sign-in within 5 minutes)",
    handler: async (request) => {
      await service.deleteOwnAccount(deps(request), actorOf(request), request.body);
      return ok({ deleted: true as const });
    },
  });
});
