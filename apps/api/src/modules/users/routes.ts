import * as shared from "@classwise/shared";
import { z } from "zod";
import { ok } from "../../lib/ok.js";
import { actorOf } from "../../plugins/actor.js";
import { declareRoutes } from "../../plugins/route-declaration.js";
import { adminReviews, ownUserWrites } from "../../plugins/route-limits.js";
import * as service from "./service.js";

const userResponse = shared.successResponse({ user: shared.userSchema });
const usersListResponse = shared.pageResponse("users", shared.userSchema, {
  totalIsEstimate: z.literal(true).optional(),
});

export const usersRoutes = declareRoutes("users", (route, { db, deps }) => {
  route.get("/users/:uid", "read:user", {
    summary: "A user's record (the user themself or an admin)",
    schema: { params: shared.uidParamsSchema, response: { 200: userResponse } },
    handler: async (request) => ok({ user: await service.getUser(db, actorOf(request), request.params.uid) }),
  });

  route.post("/users", "update:user", {
    rateLimit: ownUserWrites,
    summary: "Save the caller's own user record after sign-up or Google sign-in",
    schema: { body: shared.upsertUserBodySchema, response: { 200: userResponse } },
    handler: async (request) => {
      const user = await service.upsertOwnUser(deps(request), actorOf(request), request.body);
      return ok({ user });
    },
  });

  route.get("/users", "read:user:any", {
    summary: "Users, newest first, searchable by name or email (admin)",
    schema: { querystring: shared.listUsersQuerySchema, response: { 200: usersListResponse } },
    handler: async (request) => ok(await service.listUsers(db, actorOf(request), request.query)),
  });

  route.patch("/users/:uid", "update:role:any", {
    rateLimit: adminReviews,
    summary: "Change a user's role (admin); the last admin keeps the role",
    schema: { params: shared.uidParamsSchema, body: shared.updateRoleBodySchema, response: { 200: userResponse } },
    handler: async (request) =>
      ok({ user: await service.changeRole(db, actorOf(request), request.params.uid, request.body.role) }),
  });

  route.post("/users/:uid/suspension", "create:suspension:any", {
    rateLimit: adminReviews,
    summary: "Suspend a user with a reason (admin): sessions end, sign-in refused, public content hidden",
    schema: { params: shared.uidParamsSchema, body: shared.suspendUserBodySchema, response: { 200: userResponse } },
    handler: async (request) => {
      const user = await service.suspendUser(deps(request), actorOf(request), request.params.uid, request.body.reason);
      return ok({ user });
    },
  });

  route.delete("/users/:uid/suspension", "delete:suspension:any", {
    rateLimit: adminReviews,
    summary: "Lift a user's suspension (admin)",
    schema: { params: shared.uidParamsSchema, response: { 200: userResponse } },
    handler: async (request) =>
      ok({ user: await service.liftSuspension(deps(request), actorOf(request), request.params.uid) }),
  });
});
