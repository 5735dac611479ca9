import type { Db } from "@classwise/db/client";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.js";
import { yieldToEventLoop } from "../lib/event-loop.js";
import { claimScheduledPayoutRun } from "../modules/ledger/schedule-claim.js";
import { ClaimLostError, claimJobs, completeJob, renewClaims, retryJob, sweepFinishedJobs } from "./queue.js";
import { scheduleBackup, scheduleDigests, scheduleDueReminders } from "./schedule.js";

export interface JobContext {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
}

/**
 * How a kind of job runs. `transactional` handlers change only the database: they run in one transaction
 * with the job's completion, so a crash repeats nothing. The others (sending mail) complete after the
 * side effect: a crash between the two repeats at most that one job.
 */
export type JobHandler =
  | { transactional: true; run(tx: Db, payload: Record<string, unknown>, context: JobContext): Promise<void> }
  | { transactional?: false; run(payload: Record<string, unknown>, context: JobContext): Promise<void> };

const BATCH = 20;
/**
 * How long a job waits at most for the requests in flight: GIVE_WAY_MS, or GIVE_WAY_FACTOR times as long as the
 * previous job took, whichever is longer. Under steady load the queue still moves, and the worker takes at most
 * a fifth of the process (on the embedded database a job is 30-60 ms of the server's own CPU at 100k classes).
 */
const GIVE_WAY_MS = 100;
const GIVE_WAY_FACTOR = 4;
const GIVE_WAY_POLL_MS = 2;

export interface WorkerControl {
  /** Asked before each batch is claimed: a stopping process finishes the jobs it holds (at most one batch). */
  stopping?: () => boolean;
  /** Whether requests are being served: each job waits for them (for a while, see GIVE_WAY_MS) first. */
  busy?: () => boolean;
}

/**
 * Requests first. A job starts after a turn of the event loop, so the I/O that arrived meanwhile is read (the
 * embedded database answers without I/O: a backlog would otherwise run as one chain of microtasks and hold
 * every request until it was done), and after the requests in flight are answered, or `waitMs`.
 */
async function giveWay(busy: () => boolean, waitMs: number): Promise<void> {
  await yieldToEventLoop();
  const until = Date.now() + waitMs;
  while (busy() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, GIVE_WAY_POLL_MS));
}

/** Runs the due jobs once (the worker's tick; tests call it directly). Returns how many jobs ran. */
export async function runDueJobs(
  context: JobContext,
  handlers: Record<string, JobHandler>,
  { stopping = () => false, busy = () => false }: WorkerControl = {},
): Promise<number> {
  const { db, config, log } = context;
  let ran = 0;
  let lastJobMs = 0;
  const { leaseSeconds, heartbeatStaleSeconds } = config.jobs;
  for (;;) {
    if (stopping()) return ran;
    const claimed = await claimJobs(db, BATCH, leaseSeconds, heartbeatStaleSeconds);
    // The claims this process still holds, renewed three times per stale period while it works through them.
    const held = new Map(claimed.map((job) => [job.id, job]));
    const heartbeat = setInterval(
      () => {
        renewClaims(db, [...held.values()]).catch((error: unknown) => {
          log.warn({ error: error instanceof Error ? error.message : String(error) }, "job heartbeat failed");
        });
      },
      (heartbeatStaleSeconds * 1000) / 3,
    );
    heartbeat.unref();
    try {
      for (const job of claimed) {
        // A stopping process finishes its batch at once: under load, giving way before each job would hold the
        // shutdown for seconds per job.
        if (!stopping()) await giveWay(busy, Math.max(GIVE_WAY_MS, GIVE_WAY_FACTOR * lastJobMs));
        const started = performance.now();
        const handler = handlers[job.kind];
        try {
          if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
          if (handler.transactional) {
            await db.transaction(async (tx) => {
              await handler.run(tx, job.payload, context);
              await completeJob(tx, job);
            });
          } else {
            await handler.run(job.payload, context);
            await completeJob(db, job);
          }
        } catch (error) {
          if (error instanceof ClaimLostError) {
            log.warn(
              { jobId: job.id, kind: job.kind },
              "job claimed again by another worker; its work here is dropped",
            );
          } else {
            const message = error instanceof Error ? error.message : String(error);
            log.warn({ jobId: job.id, kind: job.kind, attempt: job.attempts, error: message }, "job failed");
            await retryJob(db, job, message, config.jobs.retrySeconds);
          }
        }
        held.delete(job.id);
        lastJobMs = performance.now() - started;
        ran++;
      }
    } finally {
      clearInterval(heartbeat);
    }
    if (claimed.length < BATCH) return ran;
  }
}

/**
 * A process's scheduling of work, run every minute; safe to run in every process at once (unique job keys).
 * Due reminders are looked for at every run, as deadlines come into their window; a due payout period is
 * claimed by one process (docs/decisions/0043-scheduled-payouts.md). A day's digests are queued
 * at the first run after the digest hour; later runs that day would only aggregate the day's submissions again
 * (0.9 s of the embedded database's time at 100k classes) to queue nothing new. Its time is the product's
 * clock (config.now), which a test clock moves (docs/decisions/0047-test-clock.md).
 */
export function jobScheduler(context: JobContext) {
  let digestsQueuedFor: string | undefined;
  return async (now = context.config.now()) => {
    await scheduleDueReminders(context.db);
    await scheduleBackup(context.db, context.config.backups.intervalHours, now);
    await claimScheduledPayoutRun(context.db, now);
    await yieldToEventLoop();
    const day = now.toISOString().slice(0, 10);
    if (digestsQueuedFor === day) return;
    if (await scheduleDigests(context.db, context.config.jobs.digestHourUtc, now)) digestsQueuedFor = day;
  };
}

/** One scheduling run of a new process (tests call it as a worker's tick would). */
export const scheduleJobs = (context: JobContext, now = context.config.now()) => jobScheduler(context)(now);

const SCHEDULE_EVERY_MS = 60_000;
const SWEEP_EVERY_MS = 3_600_000;

/**
 * The background loop of one process: schedule every minute, delete long-finished jobs every hour, run due
 * jobs every `pollMs`.
 */
export function startJobWorker(
  context: JobContext,
  handlers: Record<string, JobHandler>,
  busy: () => boolean = () => false,
) {
  let stopped = false;
  let lastSchedule = 0;
  let lastSweep = 0;
  let running: Promise<void> = Promise.resolve();
  const schedule = jobScheduler(context);
  const tick = async () => {
    if (Date.now() - lastSchedule >= SCHEDULE_EVERY_MS) {
      lastSchedule = Date.now();
      await schedule();
    }
    if (Date.now() - lastSweep >= SWEEP_EVERY_MS) {
      lastSweep = Date.now();
      const deleted = await sweepFinishedJobs(context.db, context.config.jobs.retentionDays);
      if (deleted > 0) context.log.info({ deleted }, "finished jobs deleted");
    }
    await runDueJobs(context, handlers, { stopping: () => stopped, busy });
  };
  const timer = setInterval(() => {
    if (stopped) return;
    running = running.then(tick).catch((error: unknown) => {
      context.log.error({ error: error instanceof Error ? error.message : String(error) }, "job worker tick failed");
    });
  }, context.config.jobs.pollMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
