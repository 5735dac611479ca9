import { z } from "zod";
import { APPLICATION_STATUSES, CATEGORIES, EXPERIENCE_LEVELS, MAX_PAGE_SIZE } from "../constants/index.js";
import { validationMessages } from "../messages/index.js";
import { pageResponse, requiredTextSchema, successResponse } from "./common.js";

export const teacherApplicationSchema = z.object({
  _id: z.string(),
  uid: z.string(),
  name: z.string(),
  email: z.string(),
  photoURL: z.string(),
  title: z.string(),
  experience: z.enum(EXPERIENCE_LEVELS),
  category: z.enum(CATEGORIES),
  status: z.enum(APPLICATION_STATUSES),
  appliedAt: z.string(),
});
export type TeacherApplication = z.infer<typeof teacherApplicationSchema>;

// product §5 Teacher application: one message per field, an empty value is "required", not also "too short".
const applicantNameSchema = requiredTextSchema(
  validationMessages.nameRequired,
  100,
  "Name must be at most 100 characters",
  { length: 2, message: validationMessages.nameTooShort },
);

const courseTitleSchema = requiredTextSchema(
  validationMessages.courseTitleRequired,
  200,
  "Course title must be at most 200 characters",
  { length: 10, message: validationMessages.courseTitleTooShort },
);

export const applicationContentSchema = z.object({
  title: courseTitleSchema,
  experience: z.enum(EXPERIENCE_LEVELS, { error: validationMessages.experienceRequired }),
  category: z.enum(CATEGORIES, { error: validationMessages.categoryRequired }),
});
export type ApplicationContent = z.infer<typeof applicationContentSchema>;

/** The /teach form: every field required (the email is shown read-only and never sent). */
export const applicationFormSchema = applicationContentSchema.extend({ name: applicantNameSchema });
export type ApplicationFormValues = z.infer<typeof applicationFormSchema>;

/**
 * POST /teacher-applications. uid, email, photoURL, status and appliedAt are taken from the session and
 * the server (ARCHITECTURE.md "API conventions"), so they are stripped from the body; the name defaults
 * to the account's name.
 */
export const createApplicationBodySchema = applicationContentSchema.extend({ name: applicantNameSchema.optional() });
export type CreateApplicationBody = z.infer<typeof createApplicationBodySchema>;

/** PUT /teacher-applications/{id}: product §7 sends title, experience, category; the name may be corrected too. */
export const updateApplicationBodySchema = createApplicationBodySchema;
export type UpdateApplicationBody = z.infer<typeof updateApplicationBodySchema>;

export const reviewApplicationBodySchema = z.object({
  status: z.enum(["approved", "rejected"], { error: "Status must be approved or rejected" }),
});
export type ReviewApplicationBody = z.infer<typeof reviewApplicationBodySchema>;

/**
 * GET /teacher-applications: without page and limit it is the caller's own application; with either of
 * them it is the admin's paged list of everyone's.
 */
export const listApplicationsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
});
export type ListApplicationsQuery = z.infer<typeof listApplicationsQuerySchema>;

export const ownApplicationListResponseSchema = successResponse({
  applications: z.array(teacherApplicationSchema).max(1),
});

export const applicationPageResponseSchema = pageResponse("applications", teacherApplicationSchema);
export type ApplicationPage = z.infer<typeof applicationPageResponseSchema>;

export const applicationResponseSchema = successResponse({ application: teacherApplicationSchema });
export type ApplicationResponse = z.infer<typeof applicationResponseSchema>;

/**
 * GET /teacher-applications answers the caller's own application without page and limit, and a page of
 * everyone's with them. The paged shape first: a union serialises with the first member that fits.
 */
export const applicationListResponseSchema = z.union([applicationPageResponseSchema, ownApplicationListResponseSchema]);
