import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ClaimLostError, claimJobs, completeJob, enqueueJob } from "../../src/jobs/queue.js";
import { type JobContext, type JobHandler, runDueJobs } from "../../src/jobs/worker.js";
import { createTestApp, type TestContext } from "../helpers/index.js";
import { manualJobs } from "./support.js";

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Claims renewed by a heartbeat (docs/decisions/0023-notifications.md): a killed worker's jobs are taken again
 * once its heartbeat is stale, long before the lease runs out; a live worker's never are.
 */
describe("job claims with a heartbeat", () => {
  let ctx: TestContext;
  let context: JobContext;
  beforeAll(async () => {
    ctx = await createTestApp({ jobs: { ...manualJobs, leaseSeconds: 600, heartbeatStaleSeconds: 3 } });
    context = { db: ctx.db, config: ctx.config, log: pino({ level: "silent" }) };
  });
  afterAll(async () => ctx.close());

  const runs: string[] = [];
  const handlers: Record<string, JobHandler> = {
    "heartbeat-test": {
      async run(payload) {
        runs.push(String(payload.name));
      },
    },
  };

  it("retakes the claim of a worker whose heartbeat went stale, though its lease has minutes left", async () => {
    await enqueueJob(ctx.db, { kind: "heartbeat-test", payload: { name: "orphan" }, uniqueKey: "hb:orphan" });
    const claimed = await claimJobs(ctx.db, 10, 600, 3);
    expect(claimed.map((job) => job.payload.name)).toEqual(["orphan"]);
    // Its worker renews nothing any more (killed): the heartbeat ages past the stale period.
    expect(await runDueJobs(context, handlers)).toBe(0);
    await ctx.db.execute(
      sql`update jobs set heartbeat_at = now() - interval '4 seconds' where unique_key = 'hb:orphan'`,
    );
    expect(await runDueJobs(context, handlers)).toBe(1);
    expect(runs).toEqual(["orphan"]);
  });

  it("never retakes the claim of a live worker, which renews it while the job runs past the stale period", async () => {
    await enqueueJob(ctx.db, { kind: "heartbeat-slow", payload: {}, uniqueKey: "hb:slow" });
    let release: () => void = () => {};
    let started: () => void = () => {};
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    let runsOfSlow = 0;
    const slow: Record<string, JobHandler> = {
      "heartbeat-slow": {
        run: async () => {
          runsOfSlow++;
          started();
          await new Promise<void>((resolve) => {
            release = resolve;
          });
        },
      },
    };
    const first = runDueJobs(context, slow);
    await running;
    // Twice the stale period: a claim without heartbeats would be free by now.
    await new Promise((resolve) => setTimeout(resolve, 6000));
    const second = await runDueJobs(context, slow);
    expect(second).toBe(0);
    release();
    expect(await first).toBe(1);
    expect(runsOfSlow).toBe(1);
    const [row] = rowsOf<{ done: boolean }>(
      await ctx.db.execute(sql`select completed_at is not null as done from jobs where unique_key = 'hb:slow'`),
    );
    expect(row?.done).toBe(true);
  }, 30_000);

  it("rolls back the work of a worker that lost its claim, so a transactional job counts once", async () => {
    await enqueueJob(ctx.db, { kind: "heartbeat-tx", payload: {}, uniqueKey: "hb:tx" });
    const [stale] = await claimJobs(ctx.db, 10, 600, 3);
    await ctx.db.execute(sql`update jobs set heartbeat_at = now() - interval '1 hour' where unique_key = 'hb:tx'`);
    const [fresh] = await claimJobs(ctx.db, 10, 600, 3);
    expect(fresh?.attempts).toBe((stale?.attempts ?? 0) + 1);
    await expect(completeJob(ctx.db, stale!)).rejects.toBeInstanceOf(ClaimLostError);
    await completeJob(ctx.db, fresh!);
    const tx: Record<string, JobHandler> = {
      "heartbeat-tx": { transactional: true, run: async () => {} },
    };
    expect(await runDueJobs(context, tx)).toBe(0);
  });
});
