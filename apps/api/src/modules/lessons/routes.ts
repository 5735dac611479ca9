import * as shared from "@classwise/shared";
import { ok } from "../../lib/ok.js";
import { actorOf } from "../../plugins/actor.js";
import { declareRoutes } from "../../plugins/route-declaration.js";
import { lessonCompletions, lessonWrites } from "../../plugins/route-limits.js";
import * as service from "./service.js";

/** Lessons of a class: the public curriculum, reading, writing, ordering and completing them. */
export const lessonRoutes = declareRoutes("lessons", (route, { db }) => {
  route.get("/classes/:id/curriculum", "optional", {
    summary: "The outline of a class's lessons (titles, minutes, count), never their bodies",
    schema: { params: shared.idParamsSchema, response: { 200: shared.curriculumResponseSchema } },
    handler: async (request) => service.getCurriculum(db, request.actor, request.params.id),
  });

  route.get("/lessons/class/:id", "read:lesson", {
    summary: "A class's lessons without bodies, the caller's ticks and progress (enrolled students, teacher, admins)",
    schema: { params: shared.idParamsSchema, response: { 200: shared.classLessonsResponseSchema } },
    handler: async (request) => service.listClassLessons(db, actorOf(request), request.params.id),
  });

  // Reading one lesson and finding where to continue differ only in path, summary, answer and service call.
  for (const read of [
    {
      url: "/lessons/class/:id/continue",
      summary: "The first lesson of the class the caller has not completed, or null",
      response: shared.continueLessonResponseSchema,
      lesson: service.getContinueLesson,
    },
    {
      url: "/lessons/:id",
      summary: "One lesson with its Markdown body and video (enrolled students, teacher, admins)",
      response: shared.lessonResponseSchema,
      lesson: service.getLesson,
    },
  ]) {
    route.get(read.url, "read:lesson", {
      summary: read.summary,
      schema: { params: shared.idParamsSchema, response: { 200: read.response } },
      handler: async (request) => ok({ lesson: await read.lesson(db, actorOf(request), request.params.id) }),
    });
  }

  route.post("/lessons", "create:lesson", {
    rateLimit: lessonWrites,
    summary: "Add a lesson at the end of the caller's own pending or approved class",
    schema: { body: shared.createLessonBodySchema, response: { 201: shared.lessonResponseSchema } },
    handler: async (request) => ok({ lesson: await service.createLesson(db, actorOf(request), request.body) }),
  });

  route.patch("/lessons/:id", "update:lesson", {
    rateLimit: lessonWrites,
    summary: "Change a lesson's title, body, video and minutes (the class's teacher)",
    schema: {
      params: shared.idParamsSchema,
      body: shared.lessonContentSchema,
      response: { 200: shared.lessonResponseSchema },
    },
    handler: async (request) =>
      ok({ lesson: await service.updateLesson(db, actorOf(request), request.params.id, request.body) }),
  });

  // Answers like deleting an attachment (a message); each names its own limit, service and text.
  route.delete("/lessons/:id", "delete:lesson", {
    rateLimit: lessonWrites,
    summary: "Delete a lesson; the ones after it move up (the class's teacher)",
    schema: { params: shared.idParamsSchema, response: { 200: shared.deleteLessonResponseSchema } },
    handler: async (request) => {
      await service.deleteLesson(db, actorOf(request), request.params.id);
      return ok({ message: shared.messages.lessons.deleted });
    },
  });

  route.put("/lessons/class/:id/order", "update:lesson", {
    rateLimit: lessonWrites,
    summary: "Put every lesson of the class in a new order, atomically (the class's teacher)",
    schema: {
      params: shared.idParamsSchema,
      body: shared.reorderLessonsBodySchema.refine((body) => new Set(body.lessonIds).size === body.lessonIds.length, {
        message: shared.messages.lessons.orderMismatch,
        path: ["lessonIds"],
      }),
      response: { 200: shared.reorderLessonsResponseSchema },
    },
    handler: async (request) =>
      ok({ lessons: await service.reorderLessons(db, actorOf(request), request.params.id, request.body.lessonIds) }),
  });

  // Ticking a lesson and unticking it differ only in method, permission, summary and the value set.
  for (const tick of [
    { method: "PUT", access: "create:lesson-completion", completed: true, summary: "Mark a lesson complete" },
    { method: "DELETE", access: "delete:lesson-completion", completed: false, summary: "Mark a lesson not complete" },
  ] as const) {
    route.on(tick.method, "/lessons/:id/completion", tick.access, {
      rateLimit: lessonCompletions,
      summary: `${tick.summary} (an enrolled student); repeating it changes nothing`,
      schema: { params: shared.idParamsSchema, response: { 200: shared.lessonCompletionResponseSchema } },
      handler: async (request) => service.setLessonCompletion(db, actorOf(request), request.params.id, tick.completed),
    });
  }
});
