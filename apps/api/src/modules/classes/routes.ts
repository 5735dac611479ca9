import * as shared from "@classwise/shared";
import { ok } from "../../lib/ok.js";
import { declareRoutes } from "../../plugins/route-declaration.js";
import { getClass, listClasses, listPopularClasses, suggestClasses } from "./service.js";

/** Public catalogue calls of product §7: the list, one class and the home page's popular classes. */
export const publicClassRoutes = declareRoutes("classes", (route, { db }) => {
  route.serve(shared.classContracts.list, "optional", {
    // Everyone but an admin sees the same approved catalogue.
    publicCache: { topics: ["catalogue"], personal: "admin" },
    summary: "Paged catalogue: ranked search, filters, sort and category counts; other statuses for admins only",
    handler: async (request) => listClasses(db, request.actor, request.query),
  });

  route.serve(shared.classContracts.suggestions, "public", {
    publicCache: { topics: ["catalogue"], personal: "never" },
    summary: "Up to eight approved class titles whose words start like the term, as one types",
    handler: async (request) => suggestClasses(db, request.query.q),
  });

  route.serve(shared.classContracts.get, "optional", {
    // A signed-in caller's answer says whether they are enrolled: only visitors share one.
    publicCache: { topics: ["catalogue"], personal: "signed-in" },
    summary: "One class with its enrolled count and, for a signed-in caller, whether they are enrolled",
    handler: async (request) => ok({ class: await getClass(db, request.actor, request.params.id) }),
  });

  route.serve(shared.classContracts.popular, "public", {
    publicCache: { topics: ["catalogue"], personal: "never" },
    summary: "Up to six approved classes with the most enrolments",
    handler: async () => ok({ classes: await listPopularClasses(db) }),
  });
});
