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

/**
 * Writing a class's question bank and quizzes (a teacher adds questions in a row), and a student's attempts
 * (starting and submitting): several small writes per quiz, so six times the base limit each.
 */
export const quizWrites: RouteRateLimit = { bucket: "quiz-write", per: "user", factor: 6 };
export const quizAttempts: RouteRateLimit = { bucket: "quiz-attempt", per: "user", factor: 6 };

/** Uploading and deleting lesson attachments: up to 10 MB each, so the base limit. */
export const lessonAttachmentWrites: RouteRateLimit = { bucket: "lesson-attachment", per: "user" };

/**
 * Adding a class and editing or deleting one's own: each new class lands in the admins' review queue, so a
 * teacher gets the base limit per window (issue 22: 30 creations in a row all went through).
 */
export const classWrites: RouteRateLimit = { bucket: "class-write", per: "user" };

/** An admin's reviews (classes, applications, roles): three times the base limit, for a queue worked through. */
export const adminReviews: RouteRateLimit = { bucket: "admin-review", per: "user", factor: 3 };

/** Applying to teach and resubmitting: one application per user, so the base limit is plenty. */
export const applicationWrites: RouteRateLimit = { bucket: "application-write", per: "user" };

/** Saving one's own user record after every sign-in (a browser may send it from several tabs). */
export const ownUserWrites: RouteRateLimit = { bucket: "user-write", per: "user", factor: 3 };

/**
 * Stripe's webhook, per address: Stripe sends bursts after an outage and retries what was refused, so the
 * limit is generous and only stops a flood of forged calls, each of which still fails its signature check.
 */
export const paymentWebhooks: RouteRateLimit = { bucket: "stripe-webhook", per: "ip", factor: 30 };

/**
 * Downloading lesson attachments, per user: a reader opens a file, and a browser resuming a download asks
 * again for the rest, so twelve times the base limit; how many run at once is bounded apart (decision 33).
 */
export const attachmentDownloads: RouteRateLimit = { bucket: "attachment-download", per: "user", factor: 12 };

/** Posting an announcement: each reaches every enrolled student by email, so the base limit. */
export const announcementWrites: RouteRateLimit = { bucket: "announcement-write", per: "user" };

/**
 * Questions and replies under lessons, per user: a conversation is many short posts, so twice the base limit,
 * and edits, deletions and moderation count in the same bucket.
 */
export const discussionWrites: RouteRateLimit = { bucket: "discussion-write", per: "user", factor: 2 };
