import type { Role } from "@classwise/shared";
import type { ApiRoute } from "../../src/plugins/route-defaults.js";
import { parseAccess } from "../../src/plugins/route-guard.js";
import { accessOf } from "../../src/policy/index.js";
import type { ObjectKind, RouteSpec, Target } from "./route-specs.js";
import { PRINCIPALS, type Principal } from "./world.js";

/** The role each principal acts with (the demoted user's current one). */
const ROLE: Record<Principal, Role | null> = {
  visitor: null,
  student: "student",
  "enrolled student": "student",
  "other student": "student",
  "class teacher": "teacher",
  "other teacher": "teacher",
  admin: "admin",
  "signed-out token": null,
  "demoted user": "student",
};

function isOwn(kind: ObjectKind, principal: Principal, target: Target): boolean {
  switch (kind) {
    case "self":
      return target === "own";
    case "class-owner":
      return principal === "class teacher";
    case "class-member":
      return principal === "class teacher" || principal === "enrolled student";
    case "class-enrolled":
      return principal === "enrolled student";
    case "student-in-class":
      return principal === "class teacher" || (principal === "enrolled student" && target === "own");
    default:
      return true;
  }
}

export const targetsOf = (spec: RouteSpec): Target[] =>
  spec.kind === "self" || spec.kind === "student-in-class" ? ["own", "foreign"] : ["own"];

/**
 * The expected outcome of one call, from the policy module: "public" (the guard does not apply), "ok"
 * (allowed: 2xx, or a business answer such as 409/422), or the refusal status.
 */
export function expectedOutcome(route: ApiRoute, spec: RouteSpec, principal: Principal, target: Target): string {
  if (route.access === "public") return "public";
  const role = ROLE[principal];
  if (route.access === "optional") return principal === "signed-out token" ? "401" : "ok";
  if (!role) return "401";
  const { permission, needsAny } = parseAccess(route.access);
  const granted = accessOf(role, permission);
  if (!granted || (needsAny && granted !== "any")) return "403";
  if (granted === "any" || isOwn(spec.kind, principal, target)) return "ok";
  return String(spec.foreign?.(target) ?? 404);
}

export function actualOutcome(status: number, isPublic: boolean): string {
  if (isPublic) return status < 500 ? "public" : String(status);
  if (status === 401 || status === 403 || status === 404) return String(status);
  if ((status >= 200 && status < 300) || status === 402 || status === 409 || status === 422) return "ok";
  return String(status);
}

export const routeKey = (route: Pick<ApiRoute, "method" | "url">) => `${route.method} ${route.url}`;

/** The committed table: one row per route, one column per principal; `own/foreign` where both apply. */
export function renderTable(routes: ApiRoute[], specs: Record<string, RouteSpec>): string {
  const header = `| route | access | ${PRINCIPALS.join(" | ")} |`;
  const rule = `| --- | --- | ${PRINCIPALS.map(() => "---").join(" | ")} |`;
  const rows = routes.map((route) => {
    const spec = specs[routeKey(route)];
    const cells = PRINCIPALS.map((principal) =>
      spec
        ? targetsOf(spec)
            .map((target) => expectedOutcome(route, spec, principal, target))
            .join("/")
        : "MISSING",
    );
    return `| ${routeKey(route)} | ${route.access} | ${cells.join(" | ")} |`;
  });
  return [header, rule, ...rows].join("\n");
}
