import { randomUUID } from "node:crypto";
import type { Db } from "@classwise/db/client";
import { classes, enrolmentImports } from "@classwise/db/schema";
import type { EnrolmentImportRow } from "@classwise/shared";
import { and, eq, sql } from "drizzle-orm";
import type { CsvStudent } from "./csv.js";

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export type ImportRow = typeof enrolmentImports.$inferSelect;

export async function findClass(db: Db, classId: string) {
  const [row] = await db
    .select({
      id: classes.id,
      title: classes.title,
      teacherId: classes.teacherId,
      status: classes.status,
      deletedAt: classes.deletedAt,
    })
    .from(classes)
    .where(eq(classes.id, classId))
    .limit(1);
  return row;
}

/** A new import holding the file's students; undefined when one is still running for the class. */
export async function insertImport(
  tx: Db,
  input: { classId: string; actorId: string; actorAddress: string; students: CsvStudent[] },
): Promise<ImportRow | undefined> {
  const [row] = await tx
    .insert(enrolmentImports)
    .values({
      classId: input.classId,
      actorId: input.actorId,
      actorAddress: input.actorAddress,
      totalRows: input.students.length,
      input: input.students,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function findImport(db: Db, classId: string, importId: string): Promise<ImportRow | undefined> {
  const [row] = await db
    .select()
    .from(enrolmentImports)
    .where(and(eq(enrolmentImports.id, importId), eq(enrolmentImports.classId, classId)))
    .limit(1);
  return row;
}

/** The running import with its next `size` students from `from` on, locked for this batch. */
export async function lockBatch(tx: Db, importId: string, from: number, size: number) {
  const [row] = rowsOf<{
    class_id: string;
    teacher_id: string;
    actor_id: string | null;
    actor_address: string;
    processed_rows: number;
    total_rows: number;
    batch: CsvStudent[] | null;
  }>(
    await tx.execute(sql`
      select i.class_id, c.teacher_id, i.actor_id, i.actor_address, i.processed_rows, i.total_rows,
        (select jsonb_agg(e order by n) from jsonb_array_elements(i.input) with ordinality t(e, n)
          where n > ${from} and n <= ${from + size}) as batch
      from enrolment_imports i join classes c on c.id = i.class_id
      where i.id = ${importId} and i.status = 'running'
      for update of i`),
  );
  return row;
}

export interface KnownUser {
  id: string;
  email: string;
  banned: boolean;
}

export async function usersByEmail(tx: Db, emails: string[]): Promise<KnownUser[]> {
  if (emails.length === 0) return [];
  return rowsOf<KnownUser>(
    await tx.execute(sql`
      select id, lower(email) as email, banned from users
      where lower(email) in (select jsonb_array_elements_text(${JSON.stringify(emails)}::jsonb))`),
  );
}

/** Student accounts without a password for new emails (a concurrent sign-up keeps its own). */
export async function createInvitedUsers(tx: Db, people: { email: string; name: string }[]): Promise<KnownUser[]> {
  if (people.length === 0) return [];
  const values = JSON.stringify(people.map((p) => ({ id: randomUUID(), email: p.email, name: p.name })));
  return rowsOf<KnownUser>(
    await tx.execute(sql`
      insert into users (id, name, email, role)
      select id, name, email, 'student' from jsonb_to_recordset(${values}::jsonb) as p(id text, email text, name text)
      on conflict do nothing
      returning id, email, banned`),
  );
}

/** Enrols the users (no payment) and returns those newly enrolled; the counters follow by trigger. */
export async function enrolAll(tx: Db, classId: string, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const ids = JSON.stringify(userIds);
  const inserted = rowsOf<{ student_id: string }>(
    await tx.execute(sql`
      insert into enrolments (id, class_id, student_id)
      select gen_random_uuid()::text, ${classId}, u from jsonb_array_elements_text(${ids}::jsonb) as t(u)
      on conflict do nothing
      returning student_id`),
  );
  return new Set(inserted.map((r) => r.student_id));
}

export interface BatchTally {
  enrolled: number;
  invited: number;
  alreadyEnrolled: number;
  failed: number;
}

/** Records a batch's results and progress; the import is done when the last row is handled. */
export async function recordBatch(
  tx: Db,
  importId: string,
  rows: EnrolmentImportRow[],
  tally: BatchTally,
  done: boolean,
): Promise<ImportRow> {
  const [row] = await tx
    .update(enrolmentImports)
    .set({
      processedRows: sql`${enrolmentImports.processedRows} + ${rows.length}`,
      enrolled: sql`${enrolmentImports.enrolled} + ${tally.enrolled}`,
      invited: sql`${enrolmentImports.invited} + ${tally.invited}`,
      alreadyEnrolled: sql`${enrolmentImports.alreadyEnrolled} + ${tally.alreadyEnrolled}`,
      failed: sql`${enrolmentImports.failed} + ${tally.failed}`,
      results: sql`${enrolmentImports.results} || ${JSON.stringify(rows)}::jsonb`,
      ...(done ? { status: "done", finishedAt: new Date(), input: [] } : {}),
    })
    .where(eq(enrolmentImports.id, importId))
    .returning();
  if (!row) throw new Error(`enrolment import ${importId} vanished`);
  return row;
}

/** One invitation mail job per new account, queued once per account however often it is imported. */
export async function queueInvitations(tx: Db, kind: string, classId: string, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  await tx.execute(sql`
    insert into jobs (id, kind, payload, unique_key, run_at)
    select gen_random_uuid()::text, ${kind}, jsonb_build_object('userId', u, 'classId', ${classId}::text),
      ${kind} || ':' || u, now()
    from jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb) as t(u)
    on conflict (unique_key) do nothing`);
}
