import * as shared from "@classwise/shared";
import { ok } from "../../lib/ok.js";
import { actorOf } from "../../plugins/actor.js";
import { declareRoutes } from "../../plugins/route-declaration.js";
import { classWrites } from "../../plugins/route-limits.js";
import * as service from "./management-service.js";

/** product §7 calls of the teacher's Add Class and My Classes screens, and class progress. */
export const teacherClassRoutes = declareRoutes("classes", (route, { db, deps }) => {
  route.post("/classes", "create:class", {
    rateLimit: classWrites,
    summary: "Add a class (teacher): pending until an admin approves it; the teacher is the caller",
    schema: { body: shared.createClassBodySchema, response: { 201: shared.createClassResponseSchema } },
    handler: async (request) => {
      const classId = await service.createClass(db, actorOf(request), request.body);
      return ok({ message: shared.messages.classes.added, classId });
    },
  });

  route.get("/classes/teacher/:uid", "read:class", {
    summary: "A teacher's own classes of every status, newest first (the teacher, or an admin)",
    schema: {
      params: shared.uidParamsSchema,
      querystring: shared.teacherClassesQuerySchema,
      response: { 200: shared.classListResponseSchema },
    },
    handler: async (request) => service.listTeacherClasses(db, actorOf(request), request.params.uid, request.query),
  });

  route.patch("/classes/:id/content", "update:class", {
    rateLimit: classWrites,
    summary: "Change title, price, description and image of the caller's own class",
    schema: {
      params: shared.idParamsSchema,
      body: shared.updateClassContentBodySchema,
      response: { 200: shared.classChangedResponseSchema },
    },
    handler: async (request) => {
      const updated = await service.updateClassContent(
        deps(request),
        actorOf(request),
        request.params.id,
        request.body,
      );
      return ok({ message: shared.messages.classes.updated, class: updated });
    },
  });

  route.delete("/classes/:id", "delete:class", {
    rateLimit: classWrites,
    summary: "Delete the caller's own class from the catalogue (enrolled students keep access)",
    schema: { params: shared.idParamsSchema, response: { 200: shared.deleteClassResponseSchema } },
    handler: async (request) => {
      await service.deleteClass(deps(request), actorOf(request), request.params.id);
      return ok({ message: shared.messages.classes.deleted });
    },
  });

  route.get("/classes/:id/progress", "read:class-progress", {
    summary: "Enrolment, assignment and submission counts of an approved class (its teacher, or an admin)",
    schema: { params: shared.idParamsSchema, response: { 200: shared.classProgressResponseSchema } },
    handler: async (request) =>
      ok({ progress: await service.getClassProgress(db, actorOf(request), request.params.id) }),
  });
});
