import { listUsersQuerySchema, updateRoleBodySchema, upsertUserBodySchema, userSchema } from "@classwise/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor, requireRole } from "../../plugins/actor.js";
import * as service from "./service.js";

const uidParams = z.object({ uid: z.string().trim().min(1).max(64) });
const userResponse = z.object({ success: z.literal(true), user: userSchema });
const usersListResponse = z.object({
  success: z.literal(true),
  users: z.array(userSchema),
  totalUsers: z.number().int(),
  totalPages: z.number().int(),
  totalIsEstimate: z.literal(true).optional(),
});
const security = [{ bearer: [] }];

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/users/:uid",
    {
      schema: {
        tags: ["users"],
        summary: "A user's record (the user themself or an admin)",
        security,
        params: uidParams,
        response: { 200: userResponse },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      return { success: true as const, user: await service.getUser(app.database.db, actor, request.params.uid) };
    },
  );

  app.post(
    "/users",
    {
      schema: {
        tags: ["users"],
        summary: "Save the caller's own user record after sign-up or Google sign-in",
        security,
        body: upsertUserBodySchema,
        response: { 200: userResponse },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const user = await service.upsertOwnUser(app.database.db, actor, request.body);
      // A teacher's name shows on their classes, a student's photo beside their feedback.
      app.publicCache.invalidate("catalogue", "evaluations");
      return { success: true as const, user };
    },
  );

  app.get(
    "/users",
    {
      schema: {
        tags: ["users"],
        summary: "Users, newest first, searchable by name or email (admin)",
        security,
        querystring: listUsersQuerySchema,
        response: { 200: usersListResponse },
      },
    },
    async (request) => {
      requireRole(request, "admin");
      return { success: true as const, ...(await service.listUsers(app.database.db, request.query)) };
    },
  );

  app.patch(
    "/users/:uid",
    {
      schema: {
        tags: ["users"],
        summary: "Change a user's role (admin)",
        security,
        params: uidParams,
        body: updateRoleBodySchema,
        response: { 200: userResponse },
      },
    },
    async (request) => {
      requireRole(request, "admin");
      const user = await service.changeRole(app.database.db, request.params.uid, request.body.role);
      return { success: true as const, user };
    },
  );
};
