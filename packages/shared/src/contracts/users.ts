import { uidParamsSchema } from "../schemas/common.js";
import { suspendUserBodySchema } from "../schemas/operations.js";
import {
  listUsersQuerySchema,
  updateRoleBodySchema,
  upsertUserBodySchema,
  userResponseSchema,
  usersPageResponseSchema,
} from "../schemas/users.js";
import { defineContract } from "./contract.js";

/** User records: one's own, and the admin's list, roles and suspensions. */
export const userContracts = {
  get: defineContract({
    method: "GET",
    path: "/users/:uid",
    params: uidParamsSchema,
    response: { 200: userResponseSchema },
  }),
  saveOwn: defineContract({
    method: "POST",
    path: "/users",
    body: upsertUserBodySchema,
    response: { 200: userResponseSchema },
  }),
  list: defineContract({
    method: "GET",
    path: "/users",
    query: listUsersQuerySchema,
    response: { 200: usersPageResponseSchema },
  }),
  changeRole: defineContract({
    method: "PATCH",
    path: "/users/:uid",
    params: uidParamsSchema,
    body: updateRoleBodySchema,
    response: { 200: userResponseSchema },
  }),
  suspend: defineContract({
    method: "POST",
    path: "/users/:uid/suspension",
    params: uidParamsSchema,
    body: suspendUserBodySchema,
    response: { 200: userResponseSchema },
  }),
  liftSuspension: defineContract({
    method: "DELETE",
    path: "/users/:uid/suspension",
    params: uidParamsSchema,
    response: { 200: userResponseSchema },
  }),
};
