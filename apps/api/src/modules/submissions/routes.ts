import * as shared from "@classwise/shared";
import { ok } from "../../lib/ok.js";
import { actorOf } from "../../plugins/actor.js";
import { declareRoutes } from "../../plugins/route-declaration.js";
import { learningWrites } from "../../plugins/route-limits.js";
import { listClassSubmissions, listStudentSubmissions, submitAssignment } from "./service.js";

/** Submission calls of product §7. */
export const submissionRoutes = declareRoutes("submissions", (route, { db }) => {
  route.serve(shared.submissionContracts.studentSubmissions, "read:submission", {
    summary: "One student's submissions in a class (that student, the class's teacher, admins)",
    handler: async (request) => {
      const { uid, id } = request.params;
      return ok({ submissions: await listStudentSubmissions(db, actorOf(request), uid, id) });
    },
  });

  route.serve(shared.submissionContracts.classSubmissions, "read:class-submissions", {
    summary: "A page of a class's submissions, newest first, and the count per assignment (its teacher, admins)",
    handler: async (request) => listClassSubmissions(db, actorOf(request), request.params.id, request.query),
  });

  route.serve(shared.submissionContracts.submit, "create:submission", {
    rateLimit: learningWrites,
    summary: "Hand in an assignment (a student enrolled in its class, before the deadline, once)",
    handler: async (request) => ok({ submission: await submitAssignment(db, actorOf(request), request.body) }),
  });
});
