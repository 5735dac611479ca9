import { Readable } from "node:stream";
import type { Db } from "@classwise/db/client";
import { type AuditEntry, type AuditLogExportQuery, type AuditLogQuery, messages } from "@classwise/shared";
import type { FastifyReply } from "fastify";
import { CSV_BYTE_ORDER_MARK, csvLine } from "../../lib/csv.js";
import { badRequest, forbidden } from "../../lib/errors.js";
import { type Actor, can } from "../../policy/index.js";
import * as repository from "./repository.js";

const EXPORT_BATCH = 1000;

function toEntry(row: repository.AuditRow): AuditEntry {
  return {
    id: row.id,
    createdAt: row.created_at,
    actorId: row.actor_id,
    actorName: row.actor_name,
    actorEmail: row.actor_email,
    action: row.action,
    objectType: row.object_type,
    objectId: row.object_id,
    before: row.before,
    after: row.after,
    address: row.address,
  };
}

function encodeCursor(row: repository.AuditRow): string {
  return Buffer.from(`${row.created_at}|${row.id}`).toString("base64url");
}

function decodeCursor(cursor: string): repository.AuditPosition {
  const [at, id, ...rest] = Buffer.from(cursor, "base64url").toString().split("|");
  if (!at || !id || rest.length > 0 || !/^\d{1,18}$/.test(id) || Number.isNaN(Date.parse(at))) {
    throw badRequest(messages.operations.invalidCursor);
  }
  return { at, id };
}

/** The actor filter takes a user id or an email; an email nobody has matches nothing. */
async function filtersOf(db: Db, query: AuditLogExportQuery): Promise<repository.AuditFilters | null> {
  let actorId = query.actor || undefined;
  if (actorId?.includes("@")) {
    actorId = await repository.userIdByEmail(db, actorId);
    if (!actorId) return null;
  }
  return {
    actorId,
    action: query.action,
    objectType: query.objectType,
    objectId: query.objectId || undefined,
    from: query.from,
    to: query.to,
  };
}

/** GET /admin/audit-log: one page, newest first, and the cursor of the next. */
export async function listAuditLog(db: Db, actor: Actor, query: AuditLogQuery) {
  if (!can(actor, "read:audit-log", "any")) throw forbidden();
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const filters = await filtersOf(db, query);
  if (!filters) return { entries: [], nextCursor: null };
  // One row more than the page tells whether an older page exists.
  const rows = await repository.pageAuditEntries(db, filters, after, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return { entries: page.map(toEntry), nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null };
}

const CSV_HEADER = [
  "time",
  "actor id",
  "actor email",
  "action",
  "object type",
  "object id",
  "before",
  "after",
  "address",
];

async function* auditLines(db: Db, filters: repository.AuditFilters | null): AsyncGenerator<string> {
  yield CSV_BYTE_ORDER_MARK + csvLine(CSV_HEADER);
  if (!filters) return;
  let after: repository.AuditPosition | undefined;
  for (;;) {
    const rows = await repository.pageAuditEntries(db, filters, after, EXPORT_BATCH);
    for (const row of rows) {
      yield csvLine([
        row.created_at,
        row.actor_id,
        row.actor_email,
        row.action,
        row.object_type,
        row.object_id,
        row.before ? JSON.stringify(row.before) : "",
        row.after ? JSON.stringify(row.after) : "",
        row.address,
      ]);
    }
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_BATCH) return;
    after = { at: last.created_at, id: last.id };
  }
}

/** GET /admin/audit-log.csv: every entry the filters match, streamed in batches along the same index. */
export async function streamAuditLog(db: Db, actor: Actor, query: AuditLogExportQuery, reply: FastifyReply) {
  if (!can(actor, "read:audit-log", "any")) throw forbidden();
  const filters = await filtersOf(db, query);
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .type("text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="audit-log-${day}.csv"`)
    .header("cache-control", "no-store")
    .send(Readable.from(auditLines(db, filters)));
}
