import * as shared from "@classwise/shared";
import fastifyMultipart from "@fastify/multipart";
import { matchesEtag, parseByteRange } from "../../lib/byte-range.js";
import { AppError } from "../../lib/errors.js";
import { readFileField } from "../../lib/multipart-file.js";
import { ok } from "../../lib/ok.js";
import { actorOf } from "../../plugins/actor.js";
import { declareRoutes } from "../../plugins/route-declaration.js";
import { attachmentDownloads, lessonAttachmentWrites } from "../../plugins/route-limits.js";
import { deletion } from "../../plugins/route-shapes.js";
import * as attachments from "./attachments.js";

const copy = shared.messages.lessons;
const contracts = shared.lessonContracts;

/**
 * Files on lessons (docs/decisions/0024-lesson-attachments.md, 0033-attachment-storage.md): the teacher
 * uploads and deletes them; the lesson's readers download them through the same permission as its text.
 */
export const lessonAttachmentRoutes = declareRoutes("lessons", async (route, { db, app }) => {
  // Registered in this scope only, with the attachment size as its limit.
  await app.register(fastifyMultipart, {
    limits: { fileSize: shared.ATTACHMENT_MAX_BYTES, files: 1, fields: 5, parts: 6, headerPairs: 50 },
  });
  const { uploads, downloads } = app.attachmentTransfers;

  route.serve(contracts.attach, "update:lesson", {
    rateLimit: lessonAttachmentWrites,
    summary: "Attach a PDF or image (multipart field `file`, up to 10 MB) to a lesson (the class's teacher)",
    schema: { consumes: ["multipart/form-data"] },
    handler: async (request) => {
      const actor = actorOf(request);
      const { classId } = await attachments.requireOwnLesson(db, actor, request.params.id);
      const release = await uploads.acquire(actor.uid);
      try {
        const file = await readFileField(request, {
          field: "file",
          wrongType: copy.attachmentType,
          tooLarge: copy.attachmentSize,
        });
        const attachment = await attachments.addAttachment(db, actor, { id: request.params.id, classId }, file);
        return ok({ attachment });
      } finally {
        release();
      }
    },
  });

  route.serve(contracts.deleteAttachment, "update:lesson", {
    rateLimit: lessonAttachmentWrites,
    summary: "Delete a lesson's attachment (the class's teacher)",
    handler: deletion(copy.attachmentDeleted, (actor, id) => attachments.deleteAttachment(db, actor, id)),
  });

  route.serve(contracts.downloadAttachment, "read:lesson", {
    rateLimit: attachmentDownloads,
    summary:
      "Download a lesson's attachment (enrolled students, the class's teacher, admins); one byte range " +
      "(Range, If-Range) answers 206, a known ETag (If-None-Match) 304",
    schema: { produces: ["application/pdf", "image/jpeg", "image/png", "image/gif", "image/webp"] },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      const file = await attachments.openAttachment(db, actor, request.params.id);
      const etag = `"${file.sha256}"`;
      reply
        .header("etag", etag)
        .header("accept-ranges", "bytes")
        // Kept by the browser, but asked about again each time (the answer is 304 while the file is the same).
        .header("cache-control", "private, no-cache")
        .header("x-content-type-options", "nosniff")
        .header("content-security-policy", "default-src 'none'; sandbox");
      if (matchesEtag(request.headers["if-none-match"], etag)) return reply.code(304).send();
      const ifRange = request.headers["if-range"];
      const range =
        ifRange === undefined || ifRange === etag
          ? parseByteRange(request.headers.range, file.sizeBytes)
          : ({ kind: "full" } as const);
      if (range.kind === "unsatisfiable") {
        reply.header("content-range", `bytes */${file.sizeBytes}`);
        throw new AppError("RANGE_NOT_SATISFIABLE", copy.attachmentRangeInvalid);
      }
      const [start, end] = range.kind === "partial" ? [range.start, range.end] : [0, file.sizeBytes - 1];
      const release = await downloads.acquire(actor.uid);
      const body = attachments.attachmentBytes(db, file, start, end);
      body.once("close", release);
      reply.raw.once("close", release);
      if (range.kind === "partial") reply.code(206).header("content-range", `bytes ${start}-${end}/${file.sizeBytes}`);
      return reply
        .header("content-type", file.contentType)
        .header("content-length", end - start + 1)
        .header("content-disposition", attachments.contentDisposition(file.fileName))
        .send(body);
    },
  });
});
