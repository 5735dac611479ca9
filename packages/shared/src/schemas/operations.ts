import { z } from "zod";
import { MAX_PAGE_SIZE } from "../constants/index.js";
import { operationsMessages } from "../messages/index.js";
import { requiredTextSchema, successResponse } from "./common.js";

/** Every action the audit log records (docs/decisions/0036-audit-log-and-suspensions.md). */
export const AUDIT_ACTIONS = [
  "user.role-changed",
  "user.suspended",
  "user.suspension-lifted",
  "user.deleted",
  "teacher-application.approved",
  "teacher-application.rejected",
  "class.approved",
  "class.rejected",
  "class.category-changed",
  "payment.refunded",
  "payout.run",
  "payout.schedule-changed",
  "payout.scheduled-run",
  "coupon.created",
  "enrolment.bulk-imported",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_OBJECT_TYPES = [
  "user",
  "teacher-application",
  "class",
  "payment",
  "payout",
  "payout-schedule",
  "coupon",
] as const;
export type AuditObjectType = (typeof AUDIT_OBJECT_TYPES)[number];

const isoDate = z.iso.date({ error: operationsMessages.invalidDate });

/** GET /admin/audit-log: filters, then a cursor from the previous page's `nextCursor`. */
export const auditLogQuerySchema = z.object({
  actor: z.string().trim().max(64).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  objectType: z.enum(AUDIT_OBJECT_TYPES).optional(),
  objectId: z.string().trim().max(64).optional(),
  /** Inclusive days (UTC), YYYY-MM-DD. */
  from: isoDate.optional(),
  to: isoDate.optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(25),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

/** The CSV export takes the same filters, without paging. */
export const auditLogExportQuerySchema = auditLogQuerySchema.omit({ cursor: true, limit: true });
export type AuditLogExportQuery = z.infer<typeof auditLogExportQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  objectType: z.string(),
  objectId: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  address: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogResponseSchema = z.object({
  success: z.literal(true),
  entries: z.array(auditEntrySchema),
  /** Hand back as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;

export const SUSPENSION_REASON_MAX = 500;

/** POST /users/:uid/suspension */
export const suspendUserBodySchema = z
  .object({
    reason: requiredTextSchema(
      operationsMessages.reasonRequired,
      SUSPENSION_REASON_MAX,
      operationsMessages.reasonTooLong,
    ),
  })
  .strict();
export type SuspendUserBody = z.infer<typeof suspendUserBodySchema>;

export const suspensionSchema = z.object({
  uid: z.string(),
  suspended: z.boolean(),
  reason: z.string().nullable(),
  suspendedAt: z.string().nullable(),
});
export type Suspension = z.infer<typeof suspensionSchema>;

/** A backup taken on demand (admin): its file, size and what it holds. */
export const backupResponseSchema = successResponse({
  backup: z.object({
    file: z.string(),
    sizeBytes: z.number().int(),
    tables: z.number().int(),
    uploads: z.number().int(),
  }),
});
