import * as shared from "@classwise/shared";
import { ok } from "../../lib/ok.js";
import { actorOf } from "../../plugins/actor.js";
import { declareRoutes } from "../../plugins/route-declaration.js";
import * as service from "./service.js";

/**
 * Certificates of completion: the student's list, asking for a class's certificate, its PDF, the teacher's
 * count and the public verification. The verification is not in the public cache: a revocation must show at
 * once, and the answer is one index lookup.
 */
export const certificateRoutes = declareRoutes("certificates", (route, { db, app }) => {
  route.serve(shared.certificateContracts.mine, "read:certificate", {
    summary: "The caller's certificates of completion, newest first, revoked ones marked",
    handler: async (request) => ok({ certificates: await service.listMyCertificates(db, actorOf(request)) }),
  });

  route.serve(shared.certificateContracts.claim, "create:certificate", {
    rateLimit: { bucket: "certificate-claim", per: "user" },
    summary: "The caller's certificate for a class they completed (422 while the class is not complete)",
    handler: async (request) =>
      ok({ certificate: await service.claimCertificate(db, actorOf(request), request.body.classId) }),
  });

  route.serve(shared.certificateContracts.pdf, "read:certificate", {
    rateLimit: { bucket: "certificate-pdf", per: "user" },
    summary: "Download the caller's own certificate as a PDF (A4 landscape, with a QR code of its verification page)",
    schema: { produces: ["application/pdf"] },
    handler: async (request, reply) => {
      const file = await service.certificatePdf(db, actorOf(request), request.params.number, app.config.publicUrl);
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `attachment; filename="classwise-certificate-${file.number}.pdf"`)
        .header("cache-control", "private, no-store")
        .send(Buffer.from(file.pdf));
    },
  });

  route.serve(shared.certificateContracts.verify, "public", {
    rateLimit: { bucket: "certificate-verify", per: "ip" },
    summary: "Verify a certificate by its number (public): valid with its student, class and date, or revoked",
    handler: async (request) => ok({ certificate: await service.verifyCertificate(db, request.params.number) }),
  });

  route.serve(shared.certificateContracts.classCount, "read:class-progress", {
    summary: "How many valid certificates a class has issued (its teacher, admins)",
    handler: async (request) =>
      ok({ issued: await service.countClassCertificates(db, actorOf(request), request.params.id) }),
  });
});
