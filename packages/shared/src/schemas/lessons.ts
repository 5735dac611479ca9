import { z } from "zod";
import { parseVideoUrl, VIDEO_PROVIDERS } from "../lessons/video.js";
import { dripMessages, lessonsMessages } from "../messages/index.js";
import { deletionResponseSchema, idSchema, successResponse } from "./common.js";
import { studentProgressSchema } from "./enrolments.js";

const copy = lessonsMessages;

export const LESSON_TITLE_MIN = 3;
export const LESSON_TITLE_MAX = 120;
export const LESSON_BODY_MAX = 50_000;
export const LESSON_MINUTES_MAX = 600;
/** Lessons per class: the outline and a reorder are bounded lists. */
export const LESSONS_PER_CLASS_MAX = 200;
/** Attachments (docs/decisions/0024-lesson-attachments.md): PDF or image files, 10 MB each, 10 per lesson. */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENTS_PER_LESSON_MAX = 10;
export const ATTACHMENT_NAME_MAX = 200;
/** What an attachment may be, by its content (never by its name or declared type). */
export const ATTACHMENT_CONTENT_TYPES = [
  "application/pdf",
  "image/jpeg",
  "image/png",
  "image/gif",
  "image/webp",
] as const;
export type AttachmentContentType = (typeof ATTACHMENT_CONTENT_TYPES)[number];

export const lessonVideoSchema = z.object({ provider: z.enum(VIDEO_PROVIDERS), id: z.string() });

/** What everyone may see of a lesson: the class details page's curriculum. */
export const lessonOutlineItemSchema = z.object({
  _id: z.string(),
  position: z.number().int(),
  title: z.string(),
  estimatedMinutes: z.number().int(),
});
export type LessonOutlineItem = z.infer<typeof lessonOutlineItemSchema>;

export const curriculumResponseSchema = successResponse({
  lessons: z.array(lessonOutlineItemSchema),
  totalLessons: z.number().int(),
  totalMinutes: z.number().int(),
});
export type CurriculumResponse = z.infer<typeof curriculumResponseSchema>;

/** A lesson in the list of a class for its members: no body, whether the caller completed it. */
export const lessonSummarySchema = lessonOutlineItemSchema.extend({
  hasVideo: z.boolean(),
  completed: z.boolean(),
  /** When a dripped lesson opens for the caller (a student); null when it is open or has no drip. */
  opensAt: z.string().nullable(),
  /** The teacher's drip setting (days after enrolment, or a date), null for none. */
  dripDays: z.number().int().nullable(),
  dripDate: z.string().nullable(),
});
export type LessonSummary = z.infer<typeof lessonSummarySchema>;

export const classLessonsResponseSchema = successResponse({
  lessons: z.array(lessonSummarySchema),
  totalMinutes: z.number().int(),
  /** The first lesson the caller has not completed (null when all are, or there are none). */
  nextLessonId: z.string().nullable(),
  /** The caller's progress in the class when they are enrolled in it; null for its teacher and admins. */
  progress: studentProgressSchema.nullable(),
});
export type ClassLessonsResponse = z.infer<typeof classLessonsResponseSchema>;

/** A file on a lesson, as its readers see it: the bytes come from GET /lessons/attachments/{id}. */
export const lessonAttachmentSchema = z.object({
  _id: z.string(),
  lessonId: z.string(),
  fileName: z.string(),
  contentType: z.enum(ATTACHMENT_CONTENT_TYPES),
  sizeBytes: z.number().int(),
  createdAt: z.string(),
});
export type LessonAttachment = z.infer<typeof lessonAttachmentSchema>;

export const lessonAttachmentResponseSchema = successResponse({ attachment: lessonAttachmentSchema });
export type LessonAttachmentResponse = z.infer<typeof lessonAttachmentResponseSchema>;

export const lessonSchema = z.object({
  _id: z.string(),
  classId: z.string(),
  position: z.number().int(),
  title: z.string(),
  body: z.string(),
  video: lessonVideoSchema.nullable(),
  estimatedMinutes: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  completed: z.boolean(),
  previousLessonId: z.string().nullable(),
  nextLessonId: z.string().nullable(),
  totalLessons: z.number().int(),
  attachments: z.array(lessonAttachmentSchema),
  dripDays: z.number().int().nullable(),
  dripDate: z.string().nullable(),
});
export type Lesson = z.infer<typeof lessonSchema>;

export const lessonResponseSchema = successResponse({ lesson: lessonSchema });
export type LessonResponse = z.infer<typeof lessonResponseSchema>;

const lessonFields = {
  title: z
    .string({ error: copy.titleRequired })
    .trim()
    .min(1, copy.titleRequired)
    .min(LESSON_TITLE_MIN, copy.titleLength)
    .max(LESSON_TITLE_MAX, copy.titleLength),
  body: z.string().max(LESSON_BODY_MAX, copy.bodyTooLong).default(""),
  /** A YouTube or Vimeo link; empty for none. Stored as provider + id, never as given. */
  videoUrl: z
    .string()
    .trim()
    .max(500, copy.videoInvalid)
    .refine((value) => value === "" || parseVideoUrl(value) !== undefined, copy.videoInvalid)
    .default(""),
  estimatedMinutes: z.coerce
    .number({ error: copy.minutesInvalid })
    .int(copy.minutesInvalid)
    .min(1, copy.minutesInvalid)
    .max(LESSON_MINUTES_MAX, copy.minutesInvalid),
  /** Drip: the lesson opens this many days after each student's enrolment (null: no delay). */
  dripDays: z.coerce
    .number({ error: dripMessages.daysInvalid })
    .int(dripMessages.daysInvalid)
    .min(1, dripMessages.daysInvalid)
    .max(365, dripMessages.daysInvalid)
    .nullable()
    .default(null),
  /** Drip: the lesson opens at this moment for everyone (null: no date). */
  dripDate: z.iso.datetime({ offset: true, error: dripMessages.dateInvalid }).nullable().default(null),
};

const oneDripRule = (body: { dripDays: number | null; dripDate: string | null }) =>
  body.dripDays === null || body.dripDate === null;
const oneDripRuleIssue = { message: dripMessages.bothGiven, path: ["dripDate"] };

export const lessonContentSchema = z.object(lessonFields).refine(oneDripRule, oneDripRuleIssue);
export type LessonContent = z.infer<typeof lessonContentSchema>;
export type LessonContentInput = z.input<typeof lessonContentSchema>;

/** POST /lessons: appended after the class's last lesson. */
export const createLessonBodySchema = z
  .object({ classId: idSchema, ...lessonFields })
  .refine(oneDripRule, oneDripRuleIssue);
export type CreateLessonBody = z.infer<typeof createLessonBodySchema>;

/** PUT /lessons/class/{id}/order: every lesson of the class, in the new order. */
export const reorderLessonsBodySchema = z.object({
  lessonIds: z.array(idSchema).min(1).max(LESSONS_PER_CLASS_MAX),
});
export type ReorderLessonsBody = z.infer<typeof reorderLessonsBodySchema>;

export const reorderLessonsResponseSchema = successResponse({ lessons: z.array(lessonOutlineItemSchema) });

/** Deleting a lesson or one of its attachments answers as every deletion by id does. */
export const deleteLessonResponseSchema = deletionResponseSchema;

export const lessonCompletionResponseSchema = successResponse({
  lessonId: z.string(),
  completed: z.boolean(),
  progress: studentProgressSchema,
  nextLessonId: z.string().nullable(),
});
export type LessonCompletionResponse = z.infer<typeof lessonCompletionResponseSchema>;

export const continueLessonResponseSchema = successResponse({ lesson: lessonOutlineItemSchema.nullable() });
