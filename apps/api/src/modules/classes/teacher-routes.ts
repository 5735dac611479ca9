import * as shared from "@classwise/shared";
import { ok } from "../../lib/ok.js";
import { actorOf } from "../../plugins/actor.js";
import { declareRoutes } from "../../plugins/route-declaration.js";
import { classWrites } from "../../plugins/route-limits.js";
import * as service from "./management-service.js";

/** product §7 calls of the teacher's Add Class and My Classes screens, and class progress. */
export const teacherClassRoutes = declareRoutes("classes", (route, { db, deps }) => {
  route.serve(shared.classContracts.create, "create:class", {
    rateLimit: classWrites,
    summary: "Add a class (teacher): pending until an admin approves it; the teacher is the caller",
    handler: async (request) => {
      const classId = await service.createClass(db, actorOf(request), request.body);
      return ok({ message: shared.messages.classes.added, classId });
    },
  });

  route.serve(shared.classContracts.teacherList, "read:class", {
    summary: "A teacher's own classes of every status, newest first (the teacher, or an admin)",
    handler: async (request) => service.listTeacherClasses(db, actorOf(request), request.params.uid, request.query),
  });

  route.serve(shared.classContracts.updateContent, "update:class", {
    rateLimit: classWrites,
    summary: "Change title, price, description and image of the caller's own class",
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

  route.serve(shared.classContracts.remove, "delete:class", {
    rateLimit: classWrites,
    summary: "Delete the caller's own class from the catalogue (enrolled students keep access)",
    handler: async (request) => {
      await service.deleteClass(deps(request), actorOf(request), request.params.id);
      return ok({ message: shared.messages.classes.deleted });
    },
  });

  route.serve(shared.classContracts.progress, "read:class-progress", {
    summary: "Enrolment, assignment and submission counts of an approved class (its teacher, or an admin)",
    handler: async (request) =>
      ok({ progress: await service.getClassProgress(db, actorOf(request), request.params.id) }),
  });
});
