import { messages } from "../messages/index.js";
import { idParamsSchema } from "../schemas/common.js";
import {
  classLessonsResponseSchema,
  continueLessonResponseSchema,
  createLessonBodySchema,
  curriculumResponseSchema,
  lessonAttachmentResponseSchema,
  lessonCompletionResponseSchema,
  lessonContentSchema,
  lessonResponseSchema,
  reorderLessonsBodySchema,
  reorderLessonsResponseSchema,
} from "../schemas/lessons.js";
import { defineContract } from "./contract.js";
import { deletionContract } from "./deletion.js";

/** The new order names each lesson once; the server then checks it names every lesson of the class. */
const reorderBodySchema = reorderLessonsBodySchema.refine(
  (body) => new Set(body.lessonIds).size === body.lessonIds.length,
  { message: messages.lessons.orderMismatch, path: ["lessonIds"] },
);

/** Lessons of a class (docs/decisions/0019-lessons-and-progress.md): the public outline, reading, writing, order, ticks. */
export const lessonContracts = {
  curriculum: defineContract({
    method: "GET",
    path: "/classes/:id/curriculum",
    params: idParamsSchema,
    response: { 200: curriculumResponseSchema },
  }),
  classLessons: defineContract({
    method: "GET",
    path: "/lessons/class/:id",
    params: idParamsSchema,
    response: { 200: classLessonsResponseSchema },
  }),
  continue: defineContract({
    method: "GET",
    path: "/lessons/class/:id/continue",
    params: idParamsSchema,
    response: { 200: continueLessonResponseSchema },
  }),
  get: defineContract({
    method: "GET",
    path: "/lessons/:id",
    params: idParamsSchema,
    response: { 200: lessonResponseSchema },
  }),
  create: defineContract({
    method: "POST",
    path: "/lessons",
    body: createLessonBodySchema,
    response: { 201: lessonResponseSchema },
  }),
  update: defineContract({
    method: "PATCH",
    path: "/lessons/:id",
    params: idParamsSchema,
    body: lessonContentSchema,
    response: { 200: lessonResponseSchema },
  }),
  delete: deletionContract("/lessons/:id"),
  reorder: defineContract({
    method: "PUT",
    path: "/lessons/class/:id/order",
    params: idParamsSchema,
    body: reorderBodySchema,
    response: { 200: reorderLessonsResponseSchema },
  }),
  complete: defineContract({
    method: "PUT",
    path: "/lessons/:id/completion",
    params: idParamsSchema,
    response: { 200: lessonCompletionResponseSchema },
  }),
  uncomplete: defineContract({
    method: "DELETE",
    path: "/lessons/:id/completion",
    params: idParamsSchema,
    response: { 200: lessonCompletionResponseSchema },
  }),
  /** The file travels as a multipart form (field `file`), which a body schema cannot describe. */
  attach: defineContract({
    method: "POST",
    path: "/lessons/:id/attachments",
    params: idParamsSchema,
    response: { 201: lessonAttachmentResponseSchema },
  }),
  deleteAttachment: deletionContract("/lessons/attachments/:id"),
  /** The file's bytes, whole or one byte range. */
  downloadAttachment: defineContract({ method: "GET", path: "/lessons/attachments/:id", params: idParamsSchema }),
};
