import { z } from "zod";
import { successResponse } from "./common.js";

/** How long a prepared copy of a user's data can be downloaded. */
export const DATA_EXPORT_TTL_DAYS = 7;

export const DATA_EXPORT_STATUSES = ["pending", "ready", "failed"] as const;

/** The state of the caller's latest data export (none until they ask for one, or once it expired). */
export const dataExportSchema = z.object({
  _id: z.string(),
  status: z.enum(DATA_EXPORT_STATUSES),
  requestedAt: z.string(),
  readyAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

export const dataExportResponseSchema = successResponse({ export: dataExportSchema.nullable() });
export type DataExportResponse = z.infer<typeof dataExportResponseSchema>;

/** DELETE /users/me: the password for accounts that have one; Google-only accounts confirm by a recent sign-in. */
export const deleteAccountBodySchema = z.object({ password: z.string().max(256).optional() }).strict();
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

export const deleteAccountResponseSchema = successResponse({ deleted: z.literal(true) });
