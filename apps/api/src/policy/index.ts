export type { Actor } from "./actor.js";
export { accessOf, can } from "./can.js";
export { type ClassRelation, findClassRelation, notEnrolledRefusal } from "./class-relation.js";
export * from "./permissions.js";
export type { RouteAccess } from "./route-access.js";
