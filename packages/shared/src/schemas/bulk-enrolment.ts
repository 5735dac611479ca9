import { z } from "zod";
import { bulkEnrolmentMessages } from "../messages/index.js";

/** The largest CSV a bulk enrolment accepts, in bytes and in rows (docs/operations.md "Bulk enrolment"). */
export const BULK_ENROLMENT_MAX_BYTES = 1024 * 1024;
export const BULK_ENROLMENT_MAX_ROWS = 10_000;
/** Rows handled per transaction; the import's progress moves by this much. */
export const BULK_ENROLMENT_BATCH = 500;

export const BULK_ROW_RESULTS = [
  "enrolled",
  "invited",
  "already-enrolled",
  "invalid-email",
  "missing-name",
  "duplicate",
  "suspended",
  "class-teacher",
] as const;
export type BulkRowResult = (typeof BULK_ROW_RESULTS)[number];

/** POST /classes/{id}/enrolment-imports: the CSV text as read from the file. */
export const enrolmentImportBodySchema = z.object({
  csv: z
    .string()
    .max(BULK_ENROLMENT_MAX_BYTES, { error: bulkEnrolmentMessages.fileTooLarge(BULK_ENROLMENT_MAX_BYTES) }),
});
export type EnrolmentImportBody = z.infer<typeof enrolmentImportBodySchema>;

export const enrolmentImportParamsSchema = z.object({
  id: z.string().min(1).max(64),
  importId: z.string().min(1).max(64),
});

export const enrolmentImportRowSchema = z.object({
  row: z.number().int(),
  email: z.string(),
  result: z.enum(BULK_ROW_RESULTS),
});
export type EnrolmentImportRow = z.infer<typeof enrolmentImportRowSchema>;

export const enrolmentImportSchema = z.object({
  _id: z.string(),
  classId: z.string(),
  status: z.enum(["running", "done"]),
  totalRows: z.number().int(),
  processedRows: z.number().int(),
  enrolled: z.number().int(),
  invited: z.number().int(),
  alreadyEnrolled: z.number().int(),
  failed: z.number().int(),
  /** Every row's result so far, in file order. */
  rows: z.array(enrolmentImportRowSchema),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type EnrolmentImport = z.infer<typeof enrolmentImportSchema>;

export const enrolmentImportResponseSchema = z.object({ import: enrolmentImportSchema });
