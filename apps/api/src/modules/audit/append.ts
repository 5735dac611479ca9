import type { Db } from "@classwise/db/client";
import { auditLog } from "@classwise/db/schema";
import type { AuditAction, AuditObjectType } from "@classwise/shared";
import type { Actor } from "../../policy/index.js";

export interface AuditEntryInput {
  /** Who acted; null for the system (a scheduled run). */
  actor: Pick<Actor, "uid" | "address"> | null;
  action: AuditAction;
  objectType: AuditObjectType;
  objectId: string;
  /** The object's relevant fields before and after the action (omit what did not exist). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Appends one entry to the audit log inside the caller's transaction (`tx`), so the entry commits and rolls
 * back with the action it records. Every admin and money action calls it; nothing updates or deletes entries.
 */
export async function appendAudit(tx: Db, entry: AuditEntryInput): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actor?.uid ?? null,
    address: entry.actor?.address ?? null,
    action: entry.action,
    objectType: entry.objectType,
    objectId: entry.objectId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
