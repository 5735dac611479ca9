import * as shared from "@classwise/shared";
import { ok } from "../../lib/ok.js";
import { declareRoutes } from "../../plugins/route-declaration.js";
import { getClass, listClasses, listPopularClasses, suggestClasses } from "./service.js";

/** Public catalogue calls of product §7: the list, one class and the home page's popular classes. */
export const publicClassRoutes = declareRoutes("classes", (route, { db }) => {
  route.get("/classes", "optional", {
    // Everyone but an admin sees the same approved catalogue.
    publicCache: { topics: ["catalogue"], personal: "admin" },
    summary: "Paged catalogue: ranked search, filters, sort and category counts; other statuses for admins only",
    schema: { querystring: shared.listClassesQuerySchema, response: { 200: shared.classListResponseSchema } },
    handler: async (request) => listClasses(db, request.actor, request.query),
  });

  route.get("/class-suggestions", "public", {
    publicCache: { topics: ["catalogue"], personal: "never" },
    summary: "Up to eight approved class titles whose words start like the term, as one types",
    schema: {
      querystring: shared.classSuggestionsQuerySchema,
      response: { 200: shared.classSuggestionsResponseSchema },
    },
    handler: async (request) => suggestClasses(db, request.query.q),
  });

  route.get("/classes/:id", "optional", {
    // A signed-in caller's answer says whether they are enrolled: only visitors share one.
    publicCache: { topics: ["catalogue"], personal: "signed-in" },
    summary: "One class with its enrolled count and, for a signed-in caller, whether they are enrolled",
    schema: { params: shared.idParamsSchema, response: { 200: shared.classResponseSchema } },
    handler: async (request) => ok({ class: await getClass(db, request.actor, request.params.id) }),
  });

  route.get("/popular-classes", "public", {
    publicCache: { topics: ["catalogue"], personal: "never" },
    summary: "Up to six approved classes with the most enrolments",
    schema: { response: { 200: shared.popularClassesResponseSchema } },
    handler: async () => ok({ classes: await listPopularClasses(db) }),
  });
});
