import {
  listUsersQuerySchema,
  pageResponse,
  successResponse,
  uidParamsSchema,
  updateRoleBodySchema,
  upsertUserBodySchema,
  userSchema,
} from "@classwise/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/ok.js";
import { actorOf } from "../../plugins/actor.js";
import * as service from "./service.js";

const userResponse = successResponse({ user: userSchema });
const usersListResponse = pageResponse("users", userSchema, { totalIsEstimate: z.literal(true).optional() });

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/users/:uid",
    {
      config: { access: "read:user" },
      schema: {
        tags: ["users"],
        summary: "A user's record (the user themself or an admin)",
        params: uidParamsSchema,
        response: { 200: userResponse },
      },
    },
    async (request) => ok({ user: await service.getUser(app.database.db, actorOf(request), request.params.uid) }),
  );

  app.post(
    "/users",
    {
      config: { access: "update:user" },
      schema: {
        tags: ["users"],
        summary: "Save the caller's own user record after sign-up or Google sign-in",
        body: upsertUserBodySchema,
        response: { 200: userResponse },
      },
    },
    async (request) => {
      const user = await service.upsertOwnUser(app.database.db, actorOf(request), request.body);
      // A teacher's name shows on their classes, a student's photo beside their feedback.
      app.publicCache.invalidate("catalogue", "evaluations");
      return ok({ user });
    },
  );

  app.get(
    "/users",
    {
      config: { access: "read:user:any" },
      schema: {
        tags: ["users"],
        summary: "Users, newest first, searchable by name or email (admin)",
        querystring: listUsersQuerySchema,
        response: { 200: usersListResponse },
      },
    },
    async (request) => ok(await service.listUsers(app.database.db, actorOf(request), request.query)),
  );

  app.patch(
    "/users/:uid",
    {
      config: { access: "update:role:any" },
      schema: {
        tags: ["users"],
        summary: "Change a user's role (admin); the last admin keeps the role",
        params: uidParamsSchema,
        body: updateRoleBodySchema,
        response: { 200: userResponse },
      },
    },
    async (request) =>
      ok({ user: await service.changeRole(app.database.db, actorOf(request), request.params.uid, request.body.role) }),
  );
};
