import {
  classListResponseSchema,
  classResponseSchema,
  errorBodySchema,
  idSchema,
  listClassesQuerySchema,
  popularClassesResponseSchema,
} from "@classwise/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { optionalActor } from "../../plugins/actor.js";
import { getClass, listClasses, listPopularClasses } from "./service.js";

const classParamsSchema = z.object({ id: idSchema });

/** Public catalogue calls of spec §7: the list, one class and the home page's popular classes. */
export const publicClassRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/classes",
    {
      // Everyone but an admin sees the same approved catalogue.
      config: { publicCache: { topics: ["catalogue"], personal: "admin" } },
      schema: {
        tags: ["classes"],
        summary: "Paged catalogue, newest first; statuses other than approved for admins only",
        querystring: listClassesQuerySchema,
        response: { 200: classListResponseSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => listClasses(app.database.db, optionalActor(request), request.query),
  );

  app.get(
    "/classes/:id",
    {
      // A signed-in caller's answer says whether they are enrolled: only visitors share one.
      config: { publicCache: { topics: ["catalogue"], personal: "signed-in" } },
      schema: {
        tags: ["classes"],
        summary: "One class with its enrolled count and, for a signed-in caller, whether they are enrolled",
        params: classParamsSchema,
        response: { 200: classResponseSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => ({
      success: true as const,
      class: await getClass(app.database.db, optionalActor(request), request.params.id),
    }),
  );

  app.get(
    "/popular-classes",
    {
      config: { publicCache: { topics: ["catalogue"], personal: "never" } },
      schema: {
        tags: ["classes"],
        summary: "Up to six approved classes with the most enrolments",
        response: { 200: popularClassesResponseSchema },
      },
    },
    async () => ({ success: true as const, classes: await listPopularClasses(app.database.db) }),
  );
};
