import * as shared from "@classwise/shared";
import { ok } from "../../lib/ok.js";
import { actorOf } from "../../plugins/actor.js";
import { declareRoutes } from "../../plugins/route-declaration.js";
import { learningWrites } from "../../plugins/route-limits.js";
import { listPublicEvaluations } from "./service.js";
import { submitEvaluation } from "./submit-service.js";

/** Teaching evaluations: the public feedback list of the home page, and a student's evaluation of a class. */
export const evaluationRoutes = declareRoutes("evaluations", (route, { db, deps }) => {
  route.serve(shared.evaluationContracts.listPublic, "public", {
    publicCache: { topics: ["evaluations"], personal: "never" },
    summary: "Newest public feedback, optionally with a minimum rating",
    handler: async (request) => ok({ evaluations: await listPublicEvaluations(db, request.query) }),
  });

  route.serve(shared.evaluationContracts.submit, "create:evaluation", {
    rateLimit: learningWrites,
    summary: "Evaluate the teaching of a class the caller is enrolled in (once per class)",
    handler: async (request) => {
      const evaluation = await submitEvaluation(deps(request), actorOf(request), request.body);
      return ok({ evaluation });
    },
  });
});
