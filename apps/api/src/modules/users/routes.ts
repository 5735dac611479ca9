import * as shared from "@classwise/shared";
import { ok } from "../../lib/ok.js";
import { actorOf } from "../../plugins/actor.js";
import { declareRoutes } from "../../plugins/route-declaration.js";
import { adminReviews, ownUserWrites } from "../../plugins/route-limits.js";
import * as service from "./service.js";

export const usersRoutes = declareRoutes("users", (route, { db, deps }) => {
  route.serve(shared.userContracts.get, "read:user", {
    summary: "A user's record (the user themself or an admin)",
    handler: async (request) => ok({ user: await service.getUser(db, actorOf(request), request.params.uid) }),
  });

  route.serve(shared.userContracts.saveOwn, "update:user", {
    rateLimit: ownUserWrites,
    summary: "Save the caller's own user record after sign-up or Google sign-in",
    handler: async (request) => {
      const user = await service.upsertOwnUser(deps(request), actorOf(request), request.body);
      return ok({ user });
    },
  });

  route.serve(shared.userContracts.list, "read:user:any", {
    summary: "Users, newest first, searchable by name or email (admin)",
    handler: async (request) => ok(await service.listUsers(db, actorOf(request), request.query)),
  });

  route.serve(shared.userContracts.changeRole, "update:role:any", {
    rateLimit: adminReviews,
    summary: "Change a user's role (admin); the last admin keeps the role",
    handler: async (request) =>
      ok({ user: await service.changeRole(db, actorOf(request), request.params.uid, request.body.role) }),
  });

  route.serve(shared.userContracts.suspend, "create:suspension:any", {
    rateLimit: adminReviews,
    summary: "Suspend a user with a reason (admin): sessions end, sign-in refused, public content hidden",
    handler: async (request) => {
      const user = await service.suspendUser(deps(request), actorOf(request), request.params.uid, request.body.reason);
      return ok({ user });
    },
  });

  route.serve(shared.userContracts.liftSuspension, "delete:suspension:any", {
    rateLimit: adminReviews,
    summary: "Lift a user's suspension (admin)",
    handler: async (request) =>
      ok({ user: await service.liftSuspension(deps(request), actorOf(request), request.params.uid) }),
  });
});
