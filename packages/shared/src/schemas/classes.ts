import { z } from "zod";
import { CLASS_STATUSES } from "../constants/index.js";
import { pageQuerySchema, pageResponse, searchTermSchema, successResponse } from "./common.js";

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

export const classListResponseSchema = pageResponse("classes", publicClassSchema, {
  /** Set when totalClasses is estimated (a search over a long list): shown as "about N". */
  totalIsEstimate: z.literal(true).optional(),
});
export type ClassListResponse = z.infer<typeof classListResponseSchema>;

export const classResponseSchema = successResponse({ class: publicClassSchema });
export type ClassResponse = z.infer<typeof classResponseSchema>;

export const popularClassesResponseSchema = successResponse({ classes: z.array(publicClassSchema) });
export type PopularClassesResponse = z.infer<typeof popularClassesResponseSchema>;
