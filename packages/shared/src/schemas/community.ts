import { z } from "zod";
import { announcementsMessages, discussionsMessages } from "../messages/community.js";
import { idSchema, pageResponse, successResponse } from "./common.js";

export const ANNOUNCEMENT_TITLE_MIN = 3;
export const ANNOUNCEMENT_TITLE_MAX = 120;
export const ANNOUNCEMENT_BODY_MAX = 5000;
export const DISCUSSION_POST_MAX = 10_000;
/** How long an author may edit their post (docs/decisions/0038-discussions-announcements-drip.md). */
export const DISCUSSION_EDIT_WINDOW_MINUTES = 15;

const announcementCopy = announcementsMessages;
const discussionCopy = discussionsMessages;

export const announcementSchema = z.object({
  _id: z.string(),
  classId: z.string(),
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;

/** POST /classes/{id}/announcements. */
export const createAnnouncementBodySchema = z.object({
  title: z
    .string({ error: announcementCopy.titleRequired })
    .trim()
    .min(1, { error: announcementCopy.titleRequired, abort: true })
    .min(ANNOUNCEMENT_TITLE_MIN, announcementCopy.titleLength)
    .max(ANNOUNCEMENT_TITLE_MAX, announcementCopy.titleLength),
  body: z
    .string({ error: announcementCopy.bodyRequired })
    .trim()
    .min(1, announcementCopy.bodyRequired)
    .max(ANNOUNCEMENT_BODY_MAX, announcementCopy.bodyTooLong),
});
export type CreateAnnouncementBody = z.infer<typeof createAnnouncementBodySchema>;

export const announcementResponseSchema = successResponse({ announcement: announcementSchema });
export const announcementPageSchema = pageResponse("announcements", announcementSchema);
export type AnnouncementPage = z.infer<typeof announcementPageSchema>;

/** A post under a lesson: a question (no parent) or a reply to one. */
export const lessonPostSchema = z.object({
  _id: z.string(),
  lessonId: z.string(),
  parentId: z.string().nullable(),
  authorId: z.string(),
  authorName: z.string(),
  authorIsTeacher: z.boolean(),
  body: z.string(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  pinned: z.boolean(),
  answerId: z.string().nullable(),
  replyCount: z.number().int(),
  /** The caller may still edit it (their own, inside the edit window). */
  canEdit: z.boolean(),
  /** The caller may delete or remove it (their own, or as the class's teacher or an admin). */
  canDelete: z.boolean(),
});
export type LessonPost = z.infer<typeof lessonPostSchema>;

/** A keyset cursor: the last post of the previous page ("createdAt|id"). */
export const postCursorQuerySchema = z.object({
  before: z
    .string()
    .max(200)
    .regex(/^[0-9T:.\-+Z]+\|[^|]+$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type PostCursorQuery = z.infer<typeof postCursorQuerySchema>;

export const lessonPostPageSchema = successResponse({
  posts: z.array(lessonPostSchema),
  /** Pinned questions, first page only. */
  pinned: z.array(lessonPostSchema),
  nextCursor: z.string().nullable(),
  /** The caller teaches the class or is an admin: moderation controls apply. */
  canModerate: z.boolean(),
});
export type LessonPostPage = z.infer<typeof lessonPostPageSchema>;

const postBody = z
  .string({ error: discussionCopy.bodyRequired })
  .trim()
  .min(1, discussionCopy.bodyRequired)
  .max(DISCUSSION_POST_MAX, discussionCopy.bodyTooLong);

/** POST /lessons/{id}/posts: a question, or with parentId a reply to one. */
export const createLessonPostBodySchema = z.object({ body: postBody, parentId: idSchema.optional() });
export type CreateLessonPostBody = z.infer<typeof createLessonPostBodySchema>;

/** PATCH /lesson-posts/{id}: the author's new text, inside the edit window. */
export const updateLessonPostBodySchema = z.object({ body: postBody });

/** PUT /lesson-posts/{id}/moderation: the class's teacher (or an admin) pins a question or marks its answer. */
export const moderateLessonPostBodySchema = z
  .object({ pinned: z.boolean().optional(), answerId: idSchema.nullable().optional() })
  .refine((body) => body.pinned !== undefined || body.answerId !== undefined, { message: "Nothing to change" });
export type ModerateLessonPostBody = z.infer<typeof moderateLessonPostBodySchema>;

export const lessonPostResponseSchema = successResponse({ post: lessonPostSchema });
export const lessonPostRepliesSchema = successResponse({ posts: z.array(lessonPostSchema) });
