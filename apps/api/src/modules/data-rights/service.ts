import type { Db } from "@classwise/db/client";
import { type DataExport, type DeleteAccountBody, messages } from "@classwise/shared";
import { verifyPassword } from "better-auth/crypto";
import { businessRule, conflict, notFound } from "../../lib/errors.js";
import type { ServiceDeps } from "../../lib/service-deps.js";
import type { Actor } from "../../policy/index.js";
import { appendAudit } from "../audit/append.js";
import { unsafeCancelStaleIntentsOfClass } from "../enrolments/stale-intents.js";
import { eraseUser, findCredentials } from "./erasure-repository.js";
import * as repository from "./repository.js";

function toDataExport(row: repository.DataExportState): DataExport {
  return {
    _id: row.id,
    status: row.status as DataExport["status"],
    requestedAt: row.requestedAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    sizeBytes: row.sizeBytes ?? null,
  };
}

/** The caller's latest data export (pending, ready or failed), or null when none is on hand. */
export async function exportStatus(db: Db, actor: Actor): Promise<DataExport | null> {
  const row = await repository.findLatestExport(db, actor.uid);
  return row ? toDataExport(row) : null;
}

/** Asks for a copy of the caller's data, prepared by the job queue; 409 while one is being prepared. */
export async function requestExport(db: Db, actor: Actor): Promise<DataExport> {
  const row = await repository.insertExportRequest(db, actor.uid);
  if (!row) throw conflict(messages.dataRights.exportInProgress);
  return toDataExport(row);
}

/** The caller's prepared copy, only theirs and only until it expires. */
export async function downloadExport(db: Db, actor: Actor) {
  const row = await repository.findReadyContent(db, actor.uid);
  if (!row) throw notFound(messages.dataRights.exportNotReady);
  return { content: row.content, date: (row.readyAt ?? new Date()).toISOString().slice(0, 10) };
}

/**
 * The caller deletes their own account: they confirm with their password, or, with no password (Google
 * only), by a sign-in within the last 5 minutes. Everything personal is erased or anonymised in one
 * transaction and every session ends. A confirmation that fails is a 422, not a 403: the caller may delete
 * their account, they have not proved it is them (docs/decisions/0039-data-rights-and-backups.md). The only admin is refused.
 */
export async function deleteOwnAccount(deps: ServiceDeps, actor: Actor, body: DeleteAccountBody): Promise<void> {
  const credentials = await findCredentials(deps.db, actor.uid, actor.sessionId);
  if (!credentials) throw notFound(messages.admin.userNotFound);
  if (credentials.passwordHash) {
    if (!body.password) throw businessRule(messages.dataRights.passwordRequired);
    const matches = await verifyPassword({ hash: credentials.passwordHash, password: body.password });
    if (!matches) throw businessRule(messages.dataRights.wrongPassword);
  } else if (!credentials.recentSignIn) {
    throw businessRule(messages.dataRights.recentSignInRequired);
  }
  const outcome = await deps.db.transaction(async (tx) => {
    const erased = await eraseUser(tx, actor.uid);
    if (typeof erased === "object") {
      await appendAudit(tx, {
        actor,
        action: "user.deleted",
        objectType: "user",
        objectId: actor.uid,
        before: { role: credentials.role },
      });
    }
    return erased;
  });
  if (outcome === "missing") throw notFound(messages.admin.userNotFound);
  if (outcome === "last-admin") throw businessRule(messages.dataRights.lastAdmin);
  deps.publicCache.invalidate("catalogue", "evaluations", "statistics");
  // The withdrawn classes' open checkouts can no longer complete.
  for (const classId of outcome.classIds) await unsafeCancelStaleIntentsOfClass(deps, classId, null);
}
