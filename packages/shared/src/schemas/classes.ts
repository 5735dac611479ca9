import { z } from "zod";
import { CLASS_STATUSES } from "../constants/index.js";
import { messages } from "../messages/index.js";
import { pageQuerySchema, searchTermSchema } from "./common.js";

export const publicClassSchema = z.object({
  _id: z.string(),
  title: z.string(),
  image: z.string(),
  price: z.number(),
  description: z.string(),
  teacherName: z.string(),
  teacherEmail: z.string(),
  teacherUid: z.string(),
  status: z.enum(CLASS_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  enrolledCount: z.number().int(),
  isEnrolled: z.boolean().optional(),
});
export type PublicClass = z.infer<typeof publicClassSchema>;

export const listClassesQuerySchema = pageQuerySchema.extend({
  search: searchTermSchema,
  status: z.enum(CLASS_STATUSES).optional(),
});
export type ListClassesQuery = z.infer<typeof listClassesQuerySchema>;

export const classListResponseSchema = z.object({
  success: z.literal(true),
  classes: z.array(publicClassSchema),
  totalClasses: z.number().int(),
  totalPages: z.number().int(),
  /** Set when totalClasses is estimated (a search over a long list): shown as "about N". */
  totalIsEstimate: z.literal(true).optional(),
});
export type ClassListResponse = z.infer<typeof classListResponseSchema>;

export const classResponseSchema = z.object({ success: z.literal(true), class: publicClassSchema });
export type ClassResponse = z.infer<typeof classResponseSchema>;

export const popularClassesResponseSchema = z.object({
  success: z.literal(true),
  classes: z.array(publicClassSchema),
});
export type PopularClassesResponse = z.infer<typeof popularClassesResponseSchema>;

const priceSchema = z.coerce
  .number({ error: messages.validation.priceRequired })
  .min(0, messages.validation.priceInvalid)
  .max(100_000, messages.validation.priceInvalid)
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, messages.validation.priceInvalid);

export const classContentSchema = z.object({
  title: z.string().trim().min(1, messages.validation.titleRequired).max(200),
  price: priceSchema,
  description: z.string().trim().min(1, messages.validation.descriptionRequired).max(5000),
  image: z.string().trim().min(1, messages.validation.classImageRequired).max(2048),
});
export type ClassContent = z.infer<typeof classContentSchema>;

export const classStatusBodySchema = z.object({ status: z.enum(["approved", "rejected"]) });
