import * as shared from "@classwise/shared";
import { ok } from "../../lib/ok.js";
import { actorOf } from "../../plugins/actor.js";
import { declareRoutes } from "../../plugins/route-declaration.js";
import { learningWrites } from "../../plugins/route-limits.js";
import { createAssignment, listClassAssignments } from "./service.js";

/** Assignment calls of product §7. */
export const assignmentRoutes = declareRoutes("assignments", (route, { db }) => {
  route.serve(shared.assignmentContracts.classAssignments, "read:assignment", {
    summary: "A class's assignments (enrolled students, the class's teacher, admins)",
    handler: async (request) =>
      ok({ assignments: await listClassAssignments(db, actorOf(request), request.params.id) }),
  });

  route.serve(shared.assignmentContracts.create, "create:assignment", {
    rateLimit: learningWrites,
    summary: "Add an assignment to the caller's own approved class; the deadline must lie ahead",
    handler: async (request) => ok({ assignment: await createAssignment(db, actorOf(request), request.body) }),
  });
});
