import { z } from "zod";
import {
  CATEGORIES,
  DEFAULT_PAGE_SIZE,
  IMAGE_MAX_BYTES,
  IMAGE_MIME_TYPES,
  MAX_PAGE_SIZE,
  MIN_CARD_CHARGE_CENTS,
} from "../constants/index.js";
import { classesMessages, validationMessages } from "../messages/index.js";
import { publicClassSchema } from "./classes.js";
import { pageQuerySchema, requiredTextSchema, successResponse } from "./common.js";

/** Highest price a class may ask, in dollars: a sanity bound, far above any real class. */
export const CLASS_PRICE_MAX = 100_000;
export const CLASS_TITLE_MAX = 200;
export const CLASS_DESCRIPTION_MAX = 5000;
export const CLASS_IMAGE_URL_MAX = 2048;

/** True when `value` has at most two decimals (product §5: price step 0.01). */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

/**
 * A class image is either a file this server stores (a root-relative /uploads/ path, as POST /images
 * answers with the local image host) or an https URL (imgbb). Anything else (http, data:, javascript:,
 * relative paths, paths that climb with '..') is refused, so a class can never point at arbitrary content.
 */
export function isAcceptedClassImageUrl(value: string): boolean {
  if (value.startsWith("/uploads/")) {
    return /^\/uploads\/[A-Za-z0-9._/-]+$/.test(value) && !value.split("/").includes("..") && !value.includes("//");
  }
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.length > 0 && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** Price in dollars as a JSON number (product §7: 'price (number)'); strings are refused rather than guessed. */
export const classPriceSchema = z
  .number({ error: validationMessages.priceRequired })
  .finite(validationMessages.priceInvalid)
  .min(0, { error: validationMessages.priceInvalid, abort: true })
  .max(CLASS_PRICE_MAX, validationMessages.priceInvalid)
  .refine(hasAtMostTwoDecimals, validationMessages.priceInvalid)
  // A price between 0 and the card minimum could never be paid (docs/decisions/0021).
  .refine(
    // Only about prices otherwise valid: a negative or over-precise price has its own message.
    (price) => price <= 0 || !hasAtMostTwoDecimals(price) || price * 100 >= MIN_CARD_CHARGE_CENTS,
    validationMessages.priceBelowCardMinimum,
  );

export const classImageUrlSchema = z
  .string({ error: validationMessages.classImageRequired })
  .trim()
  .min(1, { error: validationMessages.classImageRequired, abort: true })
  .max(CLASS_IMAGE_URL_MAX, { error: classesMessages.imageUrlInvalid, abort: true })
  .refine(isAcceptedClassImageUrl, classesMessages.imageUrlInvalid);

/** The four content fields of a class; only the title's required text differs between the two forms. */
function classContentSchema(titleRequired: string) {
  return z.object({
    title: requiredTextSchema(titleRequired, CLASS_TITLE_MAX),
    price: classPriceSchema,
    description: requiredTextSchema(validationMessages.descriptionRequired, CLASS_DESCRIPTION_MAX),
    image: classImageUrlSchema,
    // Chosen on the form; callers that predate categories get the default subject (migration 0017).
    category: z.enum(CATEGORIES, { error: validationMessages.categoryRequired }).optional(),
  });
}

/**
 * POST /classes. The spec's client also sends teacherName, teacherEmail and teacherUid: they are stripped,
 * because the teacher is whoever holds the token (ARCHITECTURE.md "API conventions").
 */
export const createClassBodySchema = classContentSchema(validationMessages.classTitleRequired);
export type CreateClassBody = z.infer<typeof createClassBodySchema>;

/** PATCH /classes/{id}/content: the same four fields, with the update form's texts (product §5 Class update). */
export const updateClassContentBodySchema = classContentSchema(validationMessages.titleRequired);
export type UpdateClassContentBody = z.infer<typeof updateClassContentBodySchema>;

/** GET /classes/teacher/{uid}?page&limit: five per page unless asked (product §9: teacher classes default 5). */
export const teacherClassesQuerySchema = pageQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type TeacherClassesQuery = z.infer<typeof teacherClassesQuerySchema>;

/** PATCH /classes/{id}: the admin's decision on a pending class. */
export const reviewClassBodySchema = z.object({ status: z.enum(["approved", "rejected"]) });
export type ReviewClassBody = z.infer<typeof reviewClassBodySchema>;

/** PATCH /classes/{id}/category: an admin moves a class to another subject. */
export const classCategoryBodySchema = z.object({
  category: z.enum(CATEGORIES, { error: validationMessages.categoryRequired }),
});
export type ClassCategoryBody = z.infer<typeof classCategoryBodySchema>;

export const createClassResponseSchema = successResponse({
  message: z.string(),
  classId: z.string(),
});
export type CreateClassResponse = z.infer<typeof createClassResponseSchema>;

/** Answer of the calls that change one class: the class as it is now. */
export const classChangedResponseSchema = successResponse({
  message: z.string(),
  class: publicClassSchema,
});
export type ClassChangedResponse = z.infer<typeof classChangedResponseSchema>;

export const deleteClassResponseSchema = successResponse({ message: z.string() });
export type DeleteClassResponse = z.infer<typeof deleteClassResponseSchema>;

/**
 * product §2 Class Progress cards: Total Enrollment, Total Assignments, Assignment Submissions; with lessons
 * also the lesson count, and the students' progress as `progressFromCounts` gives it for each of them.
 */
export const classProgressSchema = z.object({
  classId: z.string(),
  totalEnrollments: z.number().int(),
  totalAssignments: z.number().int(),
  totalSubmissions: z.number().int(),
  totalLessons: z.number().int(),
  /** Rounded mean of the enrolled students' progress percentages (0 without students). */
  averageProgressPercentage: z.number().int(),
  /** Students whose progress is complete. */
  completedStudents: z.number().int(),
});
export type ClassProgress = z.infer<typeof classProgressSchema>;

export const classProgressResponseSchema = successResponse({ progress: classProgressSchema });
export type ClassProgressResponse = z.infer<typeof classProgressResponseSchema>;

/** POST /images answers in the image host's shape (product §7 'Other services': success and data.url). */
export const imageUploadResponseSchema = successResponse({ data: z.object({ url: z.string() }) });
export type ImageUploadResponse = z.infer<typeof imageUploadResponseSchema>;

/**
 * The price as typed into a form (a string from <input type="number">): required, then a number of at least
 * 0 with at most two decimals (product §5: numeric, step 0.01, min 0). Parses to the number the API takes.
 */
export const classPriceInputSchema = z
  .string()
  .trim()
  .min(1, validationMessages.priceRequired)
  .transform((value, context) => {
    const price = Number(value);
    if (!Number.isFinite(price) || price < 0 || price > CLASS_PRICE_MAX || !hasAtMostTwoDecimals(price)) {
      context.addIssue({ code: "custom", message: validationMessages.priceInvalid });
      return z.NEVER;
    }
    return price;
  });

/** product §5 Image file: JPEG, JPG, PNG, GIF or WebP, under 5MB. The message for a file that fails, else null. */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type.toLowerCase())) return validationMessages.imageType;
  if (file.size > IMAGE_MAX_BYTES) return validationMessages.imageSize;
  return null;
}
