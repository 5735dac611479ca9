import type { RouteRateLimit } from "./rate-limit.js";

/**
 * Buckets shared by several routes. The learning writes (assignments, submissions, evaluations) count
 * against one per-user key, so a script cannot flood a class with rows through any of the three.
 */
export const learningWrites: RouteRateLimit = { bucket: "learning-write", per: "user" };

/**
 * Writing and ordering lessons, and ticking them off: a teacher moving lessons by keyboard and a student
 * reading through a class make many small writes, so these buckets allow six times the base limit.
 */
export const lessonWrites: RouteRateLimit = { bucket: "lesson-write", per: "user", factor: 6 };
export const lessonCompletions: RouteRateLimit = { bucket: "lesson-completion", per: "user", factor: 6 };

/** Uploading and deleting lesson attachments: up to 10 MB each, so the base limit. */
export const lessonAttachmentWrites: RouteRateLimit = { bucket: "lesson-attachment", per: "user" };
