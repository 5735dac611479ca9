import type { RouteRateLimit } from "./rate-limit.js";

/**
 * Buckets shared by several routes. The learning writes (assignments, submissions, evaluations) count
 * against one per-user key, so a script cannot flood a class with rows through any of the three.
 */
export const learningWrites: RouteRateLimit = { bucket: "learning-write", per: "user" };
