import type { Db } from "@classwise/db/client";
import type { jobs } from "@classwise/db/schema";
import { sql } from "drizzle-orm";
import { yieldToEventLoop } from "../lib/event-loop.js";

export type Job = typeof jobs.$inferSelect;

/** After this many attempts a job is set aside as failed, with its last error kept. */
export const MAX_ATTEMPTS = 8;
/** The longest wait between two attempts. */
const MAX_BACKOFF_SECONDS = 6 * 3600;

interface JobRow {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Claims up to `limit` due jobs for `leaseSeconds`: rows another worker holds are skipped (FOR UPDATE SKIP
 * LOCKED), and a claim whose lease ran out, or whose heartbeat is older than `staleSeconds` (its worker was
 * killed: a live one renews it, see `renewClaims`), is taken again. Each claim counts as an attempt, so a job
 * that crashes its worker every time still ends as failed, and the attempt number tells whose claim it is.
 */
export async function claimJobs(
  db: Db,
  limit: number,
  leaseSeconds: number,
  staleSeconds: number = leaseSeconds,
): Promise<JobRow[]> {
  const result = await db.execute(sql`
    update jobs set locked_until = now() + make_interval(secs => ${leaseSeconds}), heartbeat_at = now(),
      attempts = attempts + 1
    where id in (
      select id from jobs
      where completed_at is null and failed_at is null and run_at <= now()
        and (locked_until is null or locked_until < now()
          or heartbeat_at < now() - make_interval(secs => ${staleSeconds}))
      order by run_at, id
      limit ${limit}
      for update skip locked
    )
    returning id, kind, payload, attempts`);
  return rowsOf<JobRow>(result).map((row) => ({ ...row, attempts: Number(row.attempts) }));
}

/** The worker is alive and still holds these claims (each job with the attempt it claimed). */
export async function renewClaims(db: Db, held: Pick<JobRow, "id" | "attempts">[]): Promise<void> {
  if (held.length === 0) return;
  await db.execute(sql`
    update jobs set heartbeat_at = now()
    where completed_at is null and (id, attempts) in (
      select id, attempts from jsonb_to_recordset(${JSON.stringify(held.map(({ id, attempts }) => ({ id, attempts })))}::jsonb)
        as held(id text, attempts int))`);
}

/** The job's claim was taken over by another worker (this one looked dead): its work must not count. */
export class ClaimLostError extends Error {
  constructor(id: string) {
    super(`job ${id} was claimed again by another worker`);
    this.name = "ClaimLostError";
  }
}

/**
 * Marks the job done if this claim (its attempt number) still holds it; otherwise throws ClaimLostError, which
 * rolls back a transactional job's work.
 */
export async function completeJob(db: Db, job: Pick<JobRow, "id" | "attempts">): Promise<void> {
  const result = await db.execute(sql`
    update jobs set completed_at = now(), locked_until = null
    where id = ${job.id} and attempts = ${job.attempts} and completed_at is null
    returning id`);
  if (rowsOf<{ id: string }>(result).length === 0) throw new ClaimLostError(job.id);
}

/** Records the failure and schedules the next attempt (retrySeconds, doubling each time), or gives up. */
export async function retryJob(db: Db, job: JobRow, error: string, retrySeconds: number): Promise<void> {
  const delay = Math.min(MAX_BACKOFF_SECONDS, retrySeconds * 2 ** Math.max(0, job.attempts - 1));
  await db.execute(sql`
    update jobs set locked_until = null, last_error = ${error.slice(0, 2000)},
      run_at = now() + make_interval(secs => ${delay}),
      failed_at = case when attempts >= ${MAX_ATTEMPTS} then now() end
    where id = ${job.id} and attempts = ${job.attempts} and completed_at is null`);
}

/** Queues a job; with a `uniqueKey` the same job is queued once however often, and by whichever process. */
export async function enqueueJob(
  db: Db,
  job: { kind: string; payload: Record<string, unknown>; uniqueKey?: string; runAt?: Date },
): Promise<void> {
  await db.execute(sql`
    insert into jobs (id, kind, payload, unique_key, run_at)
    values (gen_random_uuid()::text, ${job.kind}, ${JSON.stringify(job.payload)}::jsonb, ${job.uniqueKey ?? null},
      coalesce(${job.runAt?.toISOString() ?? null}::timestamptz, now()))
    on conflict (unique_key) do nothing`);
}

/** Failed jobs are kept this long for an operator to read their last error. */
export const FAILED_RETENTION_DAYS = 90;
const SWEEP_BATCH = 5000;

/**
 * Deletes jobs that finished more than `retentionDays` ago (failed ones after 90 days), in batches so no
 * statement holds many row locks. The retention must outlast every unique key's window (a due reminder is
 * keyed while its deadline is within a day; a digest by its day), or a deleted job could be queued again:
 * configuration refuses less than two days. Returns how many rows went.
 */
export async function sweepFinishedJobs(db: Db, retentionDays: number): Promise<number> {
  let deleted = 0;
  for (;;) {
    const result = await db.execute(sql`
      delete from jobs where id in (
        select id from jobs
        where completed_at < now() - make_interval(days => ${retentionDays})
          or failed_at < now() - make_interval(days => ${FAILED_RETENTION_DAYS})
        limit ${SWEEP_BATCH})
      returning id`);
    const count = rowsOf<{ id: string }>(result).length;
    deleted += count;
    if (count < SWEEP_BATCH) return deleted;
    await yieldToEventLoop();
  }
}
