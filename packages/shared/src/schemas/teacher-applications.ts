import { z } from "zod";
import { APPLICATION_STATUSES, CATEGORIES, EXPERIENCE_LEVELS } from "../constants/index.js";
import { messages } from "../messages.js";

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

export const applicationContentSchema = z.object({
  title: z
    .string({ error: messages.validation.courseTitleRequired })
    .trim()
    .min(1, messages.validation.courseTitleRequired)
    .min(10, messages.validation.courseTitleTooShort)
    .max(200),
  experience: z.enum(EXPERIENCE_LEVELS, { error: messages.validation.experienceRequired }),
  category: z.enum(CATEGORIES, { error: messages.validation.categoryRequired }),
});

export const createApplicationBodySchema = applicationContentSchema.extend({
  name: z
    .string({ error: messages.validation.nameRequired })
    .trim()
    .min(1, messages.validation.nameRequired)
    .min(2, messages.validation.nameTooShort)
    .max(100),
});

export const reviewApplicationBodySchema = z.object({ status: z.enum(["approved", "rejected"]) });
