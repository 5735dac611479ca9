import { z } from "zod";
import { successResponse } from "./common.js";

/** product §3 Public statistics. */
export const publicStatisticsSchema = z.object({
  totalUsers: z.number().int(),
  totalClasses: z.number().int(),
  totalEnrollments: z.number().int(),
});
export type PublicStatistics = z.infer<typeof publicStatisticsSchema>;

export const publicStatisticsResponseSchema = successResponse({ statistics: publicStatisticsSchema });
export type PublicStatisticsResponse = z.infer<typeof publicStatisticsResponseSchema>;
