import * as shared from "@classwise/shared";
import { z } from "zod";
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

  route.post("/classes/:id/enrolment-imports", "create:enrolment-import", {
    rateLimit: enrolmentImports,
    summary: "Upload a CSV of students (email, name) to enrol in the class without payment; handled in the background",
    schema: {
      params: shared.idParamsSchema,
      consumes: ["text/csv"],
      body: z.string(),
      response: { 202: shared.enrolmentImportResponseSchema },
    },
    handler: async (request, reply) => {
      const started = await service.startImport(db, actorOf(request), request.params.id, request.body);
      return reply.status(202).send(ok({ import: started }));
    },
  });

  route.get("/classes/:id/enrolment-imports/:importId", "read:enrolment-import", {
    summary: "An enrolment import's progress (N of M rows) and each handled row's result",
    schema: {
      params: shared.enrolmentImportParamsSchema,
      response: { 200: shared.enrolmentImportResponseSchema },
    },
    handler: async (request) =>
      ok({
        import: await service.importStatus(db, actorOf(request), request.params.id, request.params.importId),
      }),
  });
});
