import { z } from "zod";
import { CATEGORIES, CLASS_SORTS, CLASS_STATUSES, SUGGESTIONS_LIMIT } from "../constants/index.js";
import { apiMessages } from "../messages/index.js";
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
  category: z.enum(CATEGORIES),
  /** Mean of the class's evaluations, one decimal; null before the first one. */
  rating: z.number().nullable(),
  ratingCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  enrolledCount: z.number().int(),
  isEnrolled: z.boolean().optional(),
  /** Present (true) when a refund of the caller's payment ended their enrolment and they have not bought it again. */
  enrolmentEndedByRefund: z.literal(true).optional(),
});
export type PublicClass = z.infer<typeof publicClassSchema>;

/** A price bound in the catalogue's filters: whole dollars, 0 up to the highest price a class may ask. */
const priceBoundSchema = z.coerce
  .number({ error: apiMessages.priceFilterInvalid })
  .int(apiMessages.priceFilterInvalid)
  .min(0, apiMessages.priceFilterInvalid)
  .max(100_000, apiMessages.priceFilterInvalid)
  .optional();

/**
 * GET /classes: the page, the search term and the catalogue's filters and sort, all kept in the screen's URL
 * (product §7; docs/decisions/0034-ranked-search.md). Without a sort a search ranks by relevance and a list
 * is newest first.
 */
export const listClassesQuerySchema = pageQuerySchema
  .extend({
    search: searchTermSchema,
    status: z.enum(CLASS_STATUSES).optional(),
    category: z.enum(CATEGORIES).optional(),
    minPrice: priceBoundSchema,
    maxPrice: priceBoundSchema,
    minRating: z.coerce.number().int().min(1).max(5).optional(),
    sort: z.enum(CLASS_SORTS).optional(),
  })
  .refine((query) => query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice, {
    message: apiMessages.priceFilterInvalid,
    path: ["minPrice"],
  });
export type ListClassesQuery = z.infer<typeof listClassesQuerySchema>;

export const classListResponseSchema = pageResponse("classes", publicClassSchema, {
  /** Set when totalClasses is estimated (a search over a long list): shown as "about N". */
  totalIsEstimate: z.literal(true).optional(),
  /**
   * Classes per category for the same search and the other filters; absent on admin lists. A search whose
   * matches were not all read leaves out the categories it cannot bound (docs/decisions/0046).
   */
  facets: z
    .array(
      z.object({
        category: z.enum(CATEGORIES),
        count: z.number().int(),
        /** Set when the count is an estimate (an upper bound from the search dictionary): shown as "about N". */
        estimate: z.literal(true).optional(),
      }),
    )
    .optional(),
});
export type ClassListResponse = z.infer<typeof classListResponseSchema>;

export const classResponseSchema = successResponse({ class: publicClassSchema });
export type ClassResponse = z.infer<typeof classResponseSchema>;

export const popularClassesResponseSchema = successResponse({ classes: z.array(publicClassSchema) });
export type PopularClassesResponse = z.infer<typeof popularClassesResponseSchema>;

/** GET /class-suggestions?q=: titles of approved classes that start like the term, as one types. */
export const classSuggestionsQuerySchema = z.object({ q: searchTermSchema });
export const classSuggestionsResponseSchema = successResponse({
  suggestions: z.array(z.object({ _id: z.string(), title: z.string() })).max(SUGGESTIONS_LIMIT),
});
export type ClassSuggestionsResponse = z.infer<typeof classSuggestionsResponseSchema>;
