import type { Role } from "@classwise/shared";
import type { Actor } from "./actor.js";
import { type Access, type Grant, type Permission, ROLE_GRANTS } from "./permissions.js";

const grantsByRole = new Map<Role, ReadonlySet<Grant>>(
  Object.entries(ROLE_GRANTS).map(([role, grants]) => [role as Role, new Set(grants)]),
);

/** The widest access `role` has for `permission`: "any", "own", or null when it has none. */
export function accessOf(role: Role, permission: Permission): Access | null {
  const grants = grantsByRole.get(role);
  if (grants?.has(`${permission}:any`)) return "any";
  if (grants?.has(`${permission}:own`)) return "own";
  return null;
}

/**
 * Whether the caller may do `permission` at all (`access` omitted), or at the given access level
 * ("any" also covers "own"). A visitor (null) may do nothing that needs a permission.
 */
export function can(actor: Pick<Actor, "role"> | null, permission: Permission, access?: Access): boolean {
  if (!actor) return false;
  const granted = accessOf(actor.role, permission);
  if (!granted) return false;
  return access === undefined || access === "own" || granted === "any";
}
