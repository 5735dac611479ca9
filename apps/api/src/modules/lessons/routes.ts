import * as shared from "@classwise/shared";
import { ok } from "../../lib/ok.js";
import { actorOf } from "../../plugins/actor.js";
import { declareRoutes } from "../../plugins/route-declaration.js";
import { lessonCompletions, lessonWrites } from "../../plugins/route-limits.js";
import { deletion } from "../../plugins/route-shapes.js";
import * as service from "./service.js";

const contracts = shared.lessonContracts;

/** Lessons of a class: the public curriculum, reading, writing, ordering and completing them. */
export const lessonRoutes = declareRoutes("lessons", (route, { db }) => {
  route.serve(contracts.curriculum, "optional", {
    summary: "The outline of a class's lessons (titles, minutes, count), never their bodies",
    handler: async (request) => service.getCurriculum(db, request.actor, request.params.id),
  });

  route.serve(contracts.classLessons, "read:lesson", {
    summary: "A class's lessons without bodies, the caller's ticks and progress (enrolled students, teacher, admins)",
    handler: async (request) => service.listClassLessons(db, actorOf(request), request.params.id),
  });

  route.serve(contracts.continue, "read:lesson", {
    summary: "The first lesson of the class the caller has not completed, or null",
    handler: async (request) =>
      ok({ lesson: await service.getContinueLesson(db, actorOf(request), request.params.id) }),
  });

  route.serve(contracts.get, "read:lesson", {
    summary: "One lesson with its Markdown body and video (enrolled students, teacher, admins)",
    handler: async (request) => ok({ lesson: await service.getLesson(db, actorOf(request), request.params.id) }),
  });

  route.serve(contracts.create, "create:lesson", {
    rateLimit: lessonWrites,
    summary: "Add a lesson at the end of the caller's own pending or approved class",
    handler: async (request) => ok({ lesson: await service.createLesson(db, actorOf(request), request.body) }),
  });

  route.serve(contracts.update, "update:lesson", {
    rateLimit: lessonWrites,
    summary: "Change a lesson's title, body, video and minutes (the class's teacher)",
    handler: async (request) =>
      ok({ lesson: await service.updateLesson(db, actorOf(request), request.params.id, request.body) }),
  });

  route.serve(contracts.delete, "delete:lesson", {
    rateLimit: lessonWrites,
    summary: "Delete a lesson; the ones after it move up (the class's teacher)",
    handler: deletion(shared.messages.lessons.deleted, (actor, id) => service.deleteLesson(db, actor, id)),
  });

  route.serve(contracts.reorder, "update:lesson", {
    rateLimit: lessonWrites,
    summary: "Put every lesson of the class in a new order, atomically (the class's teacher)",
    handler: async (request) =>
      ok({ lessons: await service.reorderLessons(db, actorOf(request), request.params.id, request.body.lessonIds) }),
  });

  // Ticking a lesson and unticking it differ only in contract, permission, summary and the value set.
  for (const tick of [
    {
      contract: contracts.complete,
      access: "create:lesson-completion",
      completed: true,
      summary: "Mark a lesson complete",
    },
    {
      contract: contracts.uncomplete,
      access: "delete:lesson-completion",
      completed: false,
      summary: "Mark a lesson not complete",
    },
  ] as const) {
    route.serve(tick.contract, tick.access, {
      rateLimit: lessonCompletions,
      summary: `${tick.summary} (an enrolled student); repeating it changes nothing`,
      handler: async (request) => service.setLessonCompletion(db, actorOf(request), request.params.id, tick.completed),
    });
  }
});
