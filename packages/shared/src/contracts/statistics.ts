import { publicStatisticsResponseSchema } from "../schemas/statistics.js";
import { defineContract } from "./contract.js";

/** The home page's platform figures. */
export const statisticsContracts = {
  publicStatistics: defineContract({
    method: "GET",
    path: "/public-statistics",
    response: { 200: publicStatisticsResponseSchema },
  }),
};
