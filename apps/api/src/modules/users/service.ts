import type { Db } from "@classwise/db/client";
import { messages, type Role, type UpsertUserBody, type User } from "@classwise/shared";
import { businessRule, conflict, forbidden, notFound } from "../../lib/errors.js";
import { searchTextPattern } from "../../lib/like-pattern.js";
import { browseWindow, totalPages } from "../../lib/pagination.js";
import type { ServiceDeps } from "../../lib/service-deps.js";
import { type Actor, can } from "../../policy/index.js";
import * as repository from "./repository.js";

export function toUser(row: repository.UserRow, forAdmin = false): User {
  return {
    _id: row.id,
    uid: row.id,
    name: row.name,
    email: row.email,
    photoURL: row.image ?? "",
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    suspended: row.banned,
    ...(forAdmin ? { suspensionReason: row.banReason } : {}),
  };
}

/** A user's record: the user themself or an admin; anyone else gets the same 404 as a missing user. */
export async function getUser(db: Db, actor: Actor, uid: string): Promise<User> {
  if (actor.uid !== uid && !can(actor, "read:user", "any")) throw notFound(messages.admin.userNotFound);
  const row = await repository.findUserById(db, uid);
  if (!row) throw notFound(messages.admin.userNotFound);
  return toUser(row, can(actor, "read:user", "any"));
}

/**
 * POST /users: saves the caller's own record after sign-up or Google sign-in. The name falls back to the
 * identity display name and the photo to the provider's photo or empty (product §7); uid, email and role
 * always come from the session, never from the body.
 */
export async function upsertOwnUser(
  { db, publicCache }: Pick<ServiceDeps, "db" | "publicCache">,
  actor: Actor,
  body: UpsertUserBody,
): Promise<User> {
  if (body.uid !== undefined && body.uid !== actor.uid) throw forbidden(messages.admin.ownRecordOnly);
  const current = await repository.findUserById(db, actor.uid);
  if (!current) throw notFound(messages.admin.userNotFound);
  const name = body.name?.trim() || current.name;
  const image = body.photoURL !== undefined && body.photoURL !== "" ? body.photoURL : (current.image ?? null);
  if (name === current.name && image === current.image) return toUser(current);
  const row = await repository.updateProfile(db, actor.uid, { name, image });
  if (!row) throw notFound(messages.admin.userNotFound);
  // A teacher's name shows on their classes, a student's photo beside their feedback.
  publicCache.invalidate("catalogue", "evaluations");
  return toUser(row);
}

export async function listUsers(
  db: Db,
  actor: Actor,
  query: { page: number; limit: number; search?: string | undefined },
) {
  if (!can(actor, "read:user", "any")) throw forbidden();
  const pattern = query.search === undefined ? undefined : searchTextPattern(query.search);
  const window = browseWindow(query, pattern !== undefined);
  const { rows, total, totalIsEstimate } = await repository.listUsers(db, { ...window, pattern });
  return {
    users: rows.map((row) => toUser(row, true)),
    totalUsers: total,
    totalPages: totalPages(total, query.limit),
    ...(totalIsEstimate ? { totalIsEstimate: true as const } : {}),
  };
}

/**
 * Admin changes a role. The last admin cannot lose the role, even when two admins demote each other at the
 * same moment, so the product never locks itself out.
 */
export async function changeRole(db: Db, actor: Actor, uid: string, role: Role): Promise<User> {
  if (!can(actor, "update:role", "any")) throw forbidden();
  const row = await repository.setRoleKeepingAnAdmin(db, actor, uid, role);
  if (!row) throw notFound(messages.admin.userNotFound);
  if (row === "last-admin") throw businessRule(messages.admin.lastAdmin);
  return toUser(row, true);
}

/**
 * POST /users/{uid}/suspension (admin): suspends the user with a reason. In one transaction: the flag and
 * reason, every session of the user deleted (each process resolves the caller from the live session row on
 * every request, so their tokens stop working at once everywhere), their classes out of the catalogue, and the
 * audit entry. Admins cannot suspend themselves or the last admin who is not suspended.
 */
export async function suspendUser(
  { db, publicCache }: Pick<ServiceDeps, "db" | "publicCache">,
  actor: Actor,
  uid: string,
  reason: string,
): Promise<User> {
  if (!can(actor, "create:suspension", "any")) throw forbidden();
  if (uid === actor.uid) throw businessRule(messages.operations.cannotSuspendSelf);
  const result = await repository.suspend(db, actor, uid, reason);
  if (result === undefined) throw notFound(messages.admin.userNotFound);
  if (result === "already") throw conflict(messages.operations.alreadySuspended);
  if (result === "last-admin") throw businessRule(messages.operations.cannotSuspendLastAdmin);
  // Their classes leave the catalogue and their feedback the home page, on every process (the bus).
  publicCache.invalidate("catalogue", "evaluations", "statistics");
  return toUser(result, true);
}

/** DELETE /users/{uid}/suspension (admin): the user can sign in again and their public content shows again. */
export async function liftSuspension(
  { db, publicCache }: Pick<ServiceDeps, "db" | "publicCache">,
  actor: Actor,
  uid: string,
): Promise<User> {
  if (!can(actor, "delete:suspension", "any")) throw forbidden();
  const result = await repository.lift(db, actor, uid);
  if (result === undefined) throw notFound(messages.admin.userNotFound);
  if (result === "not-suspended") throw conflict(messages.operations.notSuspended);
  publicCache.invalidate("catalogue", "evaluations", "statistics");
  return toUser(result, true);
}
