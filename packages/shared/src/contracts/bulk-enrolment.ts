import { z } from "zod";
import { enrolmentImportParamsSchema, enrolmentImportResponseSchema } from "../schemas/bulk-enrolment.js";
import { idParamsSchema } from "../schemas/common.js";
import { defineContract } from "./contract.js";

/** Enrolling a class's cohort from a CSV file (docs/decisions/0041-bulk-enrolment.md). */
export const bulkEnrolmentContracts = {
  start: defineContract({
    method: "POST",
    path: "/classes/:id/enrolment-imports",
    params: idParamsSchema,
    /** The CSV file as it is (text/csv). */
    body: z.string(),
    response: { 202: enrolmentImportResponseSchema },
  }),
  status: defineContract({
    method: "GET",
    path: "/classes/:id/enrolment-imports/:importId",
    params: enrolmentImportParamsSchema,
    response: { 200: enrolmentImportResponseSchema },
  }),
};
