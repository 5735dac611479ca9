import * as shared from "@classwise/shared";
import { ok } from "../../lib/ok.js";
import { actorOf } from "../../plugins/actor.js";
import { declareRoutes } from "../../plugins/route-declaration.js";
import * as service from "./service.js";

/** Uploading a cohort's CSV: each file may create thousands of rows and mails, so a few per window. */
const enrolmentImports = { bucket: "enrolment-import", per: "user" } as const;

/** Enrolling a class's cohort from a CSV file (teachers for their own approved classes, admins for any). */
export const bulkEnrolmentRoutes = declareRoutes("bulk enrolment", (route, { db, app }) => {
  // The file is the body, as it is (text/csv), up to 1 MB; larger answers 413 before it is read.
  app.addContentTypeParser(
    "text/csv",
    { parseAs: "string", bodyLimit: shared.BULK_ENROLMENT_MAX_BYTES },
    (_r, body, done) => done(null, String(body)),
  );

  route.serve(shared.bulkEnrolmentContracts.start, "create:enrolment-import", {
    rateLimit: enrolmentImports,
    summary: "Upload a CSV of students (email, name) to enrol in the class without payment; handled in the background",
    schema: { consumes: ["text/csv"] },
    handler: async (request, reply) => {
      const started = await service.startImport(db, actorOf(request), request.params.id, request.body);
      return reply.status(202).send(ok({ import: started }));
    },
  });

  route.serve(shared.bulkEnrolmentContracts.status, "read:enrolment-import", {
    summary: "An enrolment import's progress (N of M rows) and each handled row's result",
    handler: async (request) =>
      ok({
        import: await service.importStatus(db, actorOf(request), request.params.id, request.params.importId),
      }),
  });
});
