import {
  classLessonsResponseSchema,
  continueLessonResponseSchema,
  createLessonBodySchema,
  curriculumResponseSchema,
  deleteLessonResponseSchema,
  idParamsSchema,
  lessonCompletionResponseSchema,
  lessonContentSchema,
  lessonResponseSchema,
  messages,
  reorderLessonsBodySchema,
  reorderLessonsResponseSchema,
} from "@classwise/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/ok.js";
import { actorOf } from "../../plugins/actor.js";
import { lessonCompletions, lessonWrites } from "../../plugins/route-limits.js";
import * as service from "./service.js";

const tags = ["lessons"];

/** Lessons of a class: the public curriculum, reading, writing, ordering and completing them. */
export const lessonRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    "/classes/:id/curriculum",
    {
      config: { access: "optional" },
      schema: {
        tags,
        summary: "The outline of a class's lessons (titles, minutes, count), never their bodies",
        params: idParamsSchema,
        response: { 200: curriculumResponseSchema },
      },
    },
    async (request) => service.getCurriculum(db(), request.actor, request.params.id),
  );

  app.get(
    "/lessons/class/:id",
    {
      config: { access: "read:lesson" },
      schema: {
        tags,
        summary:
          "A class's lessons without bodies, the caller's ticks and progress (enrolled students, teacher, admins)",
        params: idParamsSchema,
        response: { 200: classLessonsResponseSchema },
      },
    },
    async (request) => service.listClassLessons(db(), actorOf(request), request.params.id),
  );

  // Reading one lesson and finding where to continue differ only in path, summary, answer and service call.
  for (const read of [
    {
      url: "/lessons/class/:id/continue",
      summary: "The first lesson of the class the caller has not completed, or null",
      response: continueLessonResponseSchema,
      lesson: service.getContinueLesson,
    },
    {
      url: "/lessons/:id",
      summary: "One lesson with its Markdown body and video (enrolled students, teacher, admins)",
      response: lessonResponseSchema,
      lesson: service.getLesson,
    },
  ]) {
    app.get(
      read.url,
      {
        config: { access: "read:lesson" },
        schema: { tags, summary: read.summary, params: idParamsSchema, response: { 200: read.response } },
      },
      async (request) => ok({ lesson: await read.lesson(db(), actorOf(request), request.params.id) }),
    );
  }

  app.post(
    "/lessons",
    {
      config: { access: "create:lesson", rateLimit: lessonWrites },
      schema: {
        tags,
        summary: "Add a lesson at the end of the caller's own pending or approved class",
        body: createLessonBodySchema,
        response: { 201: lessonResponseSchema },
      },
    },
    async (request, reply) => {
      const lesson = await service.createLesson(db(), actorOf(request), request.body);
      return reply.status(201).send(ok({ lesson }));
    },
  );

  app.patch(
    "/lessons/:id",
    {
      config: { access: "update:lesson", rateLimit: lessonWrites },
      schema: {
        tags,
        summary: "Change a lesson's title, body, video and minutes (the class's teacher)",
        params: idParamsSchema,
        body: lessonContentSchema,
        response: { 200: lessonResponseSchema },
      },
    },
    async (request) =>
      ok({ lesson: await service.updateLesson(db(), actorOf(request), request.params.id, request.body) }),
  );

  app.delete(
    "/lessons/:id",
    {
      config: { access: "delete:lesson", rateLimit: lessonWrites },
      schema: {
        tags,
        summary: "Delete a lesson; the ones after it move up (the class's teacher)",
        params: idParamsSchema,
        response: { 200: deleteLessonResponseSchema },
      },
    },
    async (request) => {
      await service.deleteLesson(db(), actorOf(request), request.params.id);
      return ok({ message: messages.lessons.deleted });
    },
  );

  app.put(
    "/lessons/class/:id/order",
    {
      config: { access: "update:lesson", rateLimit: lessonWrites },
      schema: {
        tags,
        summary: "Put every lesson of the class in a new order, atomically (the class's teacher)",
        params: idParamsSchema,
        body: reorderLessonsBodySchema.refine((body) => new Set(body.lessonIds).size === body.lessonIds.length, {
          message: messages.lessons.orderMismatch,
          path: ["lessonIds"],
        }),
        response: { 200: reorderLessonsResponseSchema },
      },
    },
    async (request) =>
      ok({ lessons: await service.reorderLessons(db(), actorOf(request), request.params.id, request.body.lessonIds) }),
  );

  // Ticking a lesson and unticking it differ only in method, permission, summary and the value set.
  for (const tick of [
    { method: "PUT", access: "create:lesson-completion", completed: true, summary: "Mark a lesson complete" },
    { method: "DELETE", access: "delete:lesson-completion", completed: false, summary: "Mark a lesson not complete" },
  ] as const) {
    app.route({
      method: tick.method,
      url: "/lessons/:id/completion",
      config: { access: tick.access, rateLimit: lessonCompletions },
      schema: {
        tags,
        summary: `${tick.summary} (an enrolled student); repeating it changes nothing`,
        params: idParamsSchema,
        response: { 200: lessonCompletionResponseSchema },
      },
      handler: async (request) =>
        service.setLessonCompletion(db(), actorOf(request), request.params.id, tick.completed),
    });
  }
};
