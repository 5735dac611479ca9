import type { Db } from "@classwise/db/client";
import {
  BULK_ENROLMENT_BATCH,
  BULK_ENROLMENT_MAX_ROWS,
  type BulkRowResult,
  type EnrolmentImport,
  type EnrolmentImportRow,
  messages,
} from "@classwise/shared";
import { enqueueJob } from "../../jobs/queue.js";
import { AppError, badRequest, businessRule, conflict, notFound } from "../../lib/errors.js";
import { type Actor, can } from "../../policy/index.js";
import { appendAudit } from "../audit/append.js";
import { parseStudentsCsv } from "./csv.js";
import * as repository from "./repository.js";

const copy = messages.bulkEnrolment;
export const IMPORT_JOB = "enrolment-import";
export const INVITATION_JOB = "enrolment-invitation";

function toImport(row: repository.ImportRow): EnrolmentImport {
  return {
    _id: row.id,
    classId: row.classId,
    status: row.status as EnrolmentImport["status"],
    totalRows: row.totalRows,
    processedRows: row.processedRows,
    enrolled: row.enrolled,
    invited: row.invited,
    alreadyEnrolled: row.alreadyEnrolled,
    failed: row.failed,
    rows: row.results as EnrolmentImportRow[],
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** The class, when the caller teaches it or is an admin; another teacher's class is hidden (404). */
async function manageableClass(db: Db, actor: Actor, classId: string, permission: "create" | "read") {
  const row = await repository.findClass(db, classId);
  const allowed =
    row && (row.teacherId === actor.uid || can(actor, `${permission}:enrolment-import`, "any")) && !row.deletedAt;
  if (!row || !allowed) throw notFound(copy.classNotFound);
  return row;
}

/**
 * POST /classes/{id}/enrolment-imports: reads the file, keeps its students on a new import and queues the
 * first batch; the job queue handles the rest (`runImportBatch`). One import runs per class at a time (409).
 */
export async function startImport(db: Db, actor: Actor, classId: string, csv: string): Promise<EnrolmentImport> {
  const row = await manageableClass(db, actor, classId, "create");
  if (row.status !== "approved") throw businessRule(copy.classNotOpen);
  const parsed = parseStudentsCsv(csv);
  if (!parsed.ok) {
    if (parsed.reason === "empty") throw badRequest(copy.emptyFile);
    throw new AppError("PAYLOAD_TOO_LARGE", copy.tooManyRows(BULK_ENROLMENT_MAX_ROWS));
  }
  const created = await db.transaction(async (tx) => {
    const inserted = await repository.insertImport(tx, {
      classId,
      actorId: actor.uid,
      actorAddress: actor.address,
      students: parsed.students,
    });
    if (!inserted) return undefined;
    await enqueueJob(tx, {
      kind: IMPORT_JOB,
      payload: { importId: inserted.id, from: 0 },
      uniqueKey: `${IMPORT_JOB}:${inserted.id}:0`,
    });
    return inserted;
  });
  if (!created) throw conflict(copy.importRunning);
  return toImport(created);
}

/** GET /classes/{id}/enrolment-imports/{importId}: progress and the results so far. */
export async function importStatus(db: Db, actor: Actor, classId: string, importId: string): Promise<EnrolmentImport> {
  await manageableClass(db, actor, classId, "read");
  const row = await repository.findImport(db, classId, importId);
  if (!row) throw notFound(copy.importNotFound);
  return toImport(row);
}

const FAILED: ReadonlySet<BulkRowResult> = new Set([
  "invalid-email",
  "missing-name",
  "duplicate",
  "suspended",
  "class-teacher",
]);

/**
 * One batch of an import (the `enrolment-import` job), in the job's transaction: known accounts are enrolled,
 * new emails get a student account and an invitation, and the results and progress are recorded. The next
 * batch is queued, or the import is done and its audit entry written. A batch that already ran is skipped.
 */
export async function runImportBatch(tx: Db, importId: string, from: number): Promise<void> {
  const locked = await repository.lockBatch(tx, importId, from, BULK_ENROLMENT_BATCH);
  if (!locked || locked.processed_rows !== from) return;
  const batch = locked.batch ?? [];
  const pending = batch.filter((s) => !s.result);
  const users = new Map(
    (
      await repository.usersByEmail(
        tx,
        pending.map((s) => s.email),
      )
    ).map((u) => [u.email, u]),
  );
  const newcomers = pending.filter((s) => !users.has(s.email) && s.name !== "");
  const created = await repository.createInvitedUsers(tx, newcomers);
  const createdIds = new Set(created.map((u) => u.id));
  for (const user of created) users.set(user.email, user);
  // A sign-up that took one of these emails meanwhile is a known account now.
  const raced = newcomers.filter((s) => !users.has(s.email)).map((s) => s.email);
  for (const user of await repository.usersByEmail(tx, raced)) users.set(user.email, user);

  const eligible = pending.flatMap((s) => {
    const user = users.get(s.email);
    return user && !user.banned && user.id !== locked.teacher_id ? [user.id] : [];
  });
  const enrolledNow = await repository.enrolAll(tx, locked.class_id, eligible);

  const resultOf = (email: string, preset: BulkRowResult | undefined): BulkRowResult => {
    if (preset) return preset;
    const user = users.get(email);
    if (!user) return "missing-name";
    if (user.banned) return "suspended";
    if (user.id === locked.teacher_id) return "class-teacher";
    if (!enrolledNow.has(user.id)) return "already-enrolled";
    return createdIds.has(user.id) ? "invited" : "enrolled";
  };
  const rows: EnrolmentImportRow[] = batch.map((s) => ({
    row: s.row,
    email: s.email,
    result: resultOf(s.email, s.result),
  }));
  const count = (wanted: (r: BulkRowResult) => boolean) => rows.filter((r) => wanted(r.result)).length;
  const tally = {
    enrolled: count((r) => r === "enrolled"),
    invited: count((r) => r === "invited"),
    alreadyEnrolled: count((r) => r === "already-enrolled"),
    failed: count((r) => FAILED.has(r)),
  };

  const invitedIds = rows.flatMap((r) => (r.result === "invited" ? [users.get(r.email)?.id ?? ""] : []));
  await repository.queueInvitations(tx, INVITATION_JOB, locked.class_id, invitedIds);

  const next = from + batch.length;
  const done = next >= locked.total_rows;
  const recorded = await repository.recordBatch(tx, importId, rows, tally, done);
  if (!done) {
    await enqueueJob(tx, {
      kind: IMPORT_JOB,
      payload: { importId, from: next },
      uniqueKey: `${IMPORT_JOB}:${importId}:${next}`,
    });
    return;
  }
  await appendAudit(tx, {
    actor: locked.actor_id ? { uid: locked.actor_id, address: locked.actor_address } : null,
    action: "enrolment.bulk-imported",
    objectType: "class",
    objectId: locked.class_id,
    after: {
      importId,
      totalRows: recorded.totalRows,
      enrolled: recorded.enrolled,
      invited: recorded.invited,
      alreadyEnrolled: recorded.alreadyEnrolled,
      failed: recorded.failed,
    },
  });
}
