import type { Access, Permission } from "./permissions.js";

/**
 * What a route declares in `config.access`:
 * - "public": anyone; a bearer token is not even looked at;
 * - "optional": anyone, but a caller who sends a token is identified (an invalid token answers 401);
 * - a permission (`action:entity`, or `action:entity:any` when only the widest grant will do): a
 *   signed-in caller whose role holds it; visitors get 401 and other roles 403, before the body is read.
 */
export type RouteAccess = "public" | "optional" | Permission | `${Permission}:${Extract<Access, "any">}`;
