import { z } from "zod";

/** spec §3 Public statistics. */
export const publicStatisticsSchema = z.object({
  totalUsers: z.number().int(),
  totalClasses: z.number().int(),
  totalEnrollments: z.number().int(),
});
export type PublicStatistics = z.infer<typeof publicStatisticsSchema>;

export const publicStatisticsResponseSchema = z.object({
  success: z.literal(true),
  statistics: publicStatisticsSchema,
});
export type PublicStatisticsResponse = z.infer<typeof publicStatisticsResponseSchema>;
