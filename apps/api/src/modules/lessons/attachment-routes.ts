import * as shared from "@classwise/shared";
import fastifyMultipart from "@fastify/multipart";
import { readFileField } from "../../lib/multipart-file.js";
import { ok } from "../../lib/ok.js";
import { actorOf } from "../../plugins/actor.js";
import { declareRoutes } from "../../plugins/route-declaration.js";
import { lessonAttachmentWrites } from "../../plugins/route-limits.js";
import * as attachments from "./attachments.js";

const copy = shared.messages.lessons;

/**
 * Files on lessons (docs/decisions/0024-lesson-attachments.md): the teacher uploads and deletes them; the
 * lesson's readers download them through the same permission as its text.
 */
export const lessonAttachmentRoutes = declareRoutes("lessons", async (route, { db, app }) => {
  // Registered in this scope only, with the attachment size as its limit.
  await app.register(fastifyMultipart, {
    limits: { fileSize: shared.ATTACHMENT_MAX_BYTES, files: 1, fields: 5, parts: 6, headerPairs: 50 },
  });

  route.post("/lessons/:id/attachments", "update:lesson", {
    rateLimit: lessonAttachmentWrites,
    summary: "Attach a PDF or image (multipart field `file`, up to 10 MB) to a lesson (the class's teacher)",
    schema: {
      consumes: ["multipart/form-data"],
      params: shared.idParamsSchema,
      response: { 201: shared.lessonAttachmentResponseSchema },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      const { classId } = await attachments.requireOwnLesson(db, actor, request.params.id);
      const file = await readFileField(request, {
        field: "file",
        wrongType: copy.attachmentType,
        tooLarge: copy.attachmentSize,
      });
      const attachment = await attachments.addAttachment(db, actor, { id: request.params.id, classId }, file);
      return ok({ attachment });
    },
  });

  // Answers like deleting a lesson (a message); each names its own limit, service and text.
  route.delete("/lessons/attachments/:id", "update:lesson", {
    rateLimit: lessonAttachmentWrites,
    summary: "Delete a lesson's attachment (the class's teacher)",
    schema: { params: shared.idParamsSchema, response: { 200: shared.deleteLessonResponseSchema } },
    handler: async (request) => {
      await attachments.deleteAttachment(db, actorOf(request), request.params.id);
      return ok({ message: copy.attachmentDeleted });
    },
  });

  route.get("/lessons/attachments/:id", "read:lesson", {
    summary: "Download a lesson's attachment (enrolled students, the class's teacher, admins)",
    schema: {
      produces: ["application/pdf", "image/jpeg", "image/png", "image/gif", "image/webp"],
      params: shared.idParamsSchema,
    },
    handler: async (request, reply) => {
      const file = await attachments.readAttachment(db, actorOf(request), request.params.id);
      return reply
        .header("content-type", file.contentType)
        .header("content-length", file.sizeBytes)
        .header("content-disposition", attachments.contentDisposition(file.fileName))
        .header("cache-control", "private, no-store")
        .header("x-content-type-options", "nosniff")
        .header("content-security-policy", "default-src 'none'; sandbox")
        .send(file.data);
    },
  });
});
