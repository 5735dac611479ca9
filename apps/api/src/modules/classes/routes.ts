import {
  classListResponseSchema,
  classResponseSchema,
  idParamsSchema,
  listClassesQuerySchema,
  popularClassesResponseSchema,
} from "@classwise/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/ok.js";
import { getClass, listClasses, listPopularClasses } from "./service.js";

/** Public catalogue calls of spec §7: the list, one class and the home page's popular classes. */
export const publicClassRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/classes",
    {
      // Everyone but an admin sees the same approved catalogue.
      config: { access: "optional", publicCache: { topics: ["catalogue"], personal: "admin" } },
      schema: {
        tags: ["classes"],
        summary: "Paged catalogue, newest first; statuses other than approved for admins only",
        querystring: listClassesQuerySchema,
        response: { 200: classListResponseSchema },
      },
    },
    async (request) => listClasses(app.database.db, request.actor, request.query),
  );

  app.get(
    "/classes/:id",
    {
      // A signed-in caller's answer says whether they are enrolled: only visitors share one.
      config: { access: "optional", publicCache: { topics: ["catalogue"], personal: "signed-in" } },
      schema: {
        tags: ["classes"],
        summary: "One class with its enrolled count and, for a signed-in caller, whether they are enrolled",
        params: idParamsSchema,
        response: { 200: classResponseSchema },
      },
    },
    async (request) => ok({ class: await getClass(app.database.db, request.actor, request.params.id) }),
  );

  app.get(
    "/popular-classes",
    {
      config: { access: "public", publicCache: { topics: ["catalogue"], personal: "never" } },
      schema: {
        tags: ["classes"],
        summary: "Up to six approved classes with the most enrolments",
        response: { 200: popularClassesResponseSchema },
      },
    },
    async () => ok({ classes: await listPopularClasses(app.database.db) }),
  );
};
