import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startJobWorker } from "../../src/jobs/worker.js";
import { createTestApp, type TestContext } from "../helpers/index.js";
import { manualJobs } from "./support.js";

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe("stopping the job worker", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      jobs: manualJobs,
    });
  });
  afterAll(async () => ctx.close());

  it("finishes the batch it holds and leaves the rest of a backlog queued", async () => {
    await ctx.db.execute(sql`
      insert into jobs (id, kind, payload, unique_key)
      select gen_random_uuid()::text, 'stop-test', '{}'::jsonb, 'stop-test:' || n
      from generate_series(1, 100) as n`);
    const config = { ...ctx.config, jobs: { ...ctx.config.jobs, pollMs: 5 } };
    let ran = 0;
    let stopped: Promise<void> | undefined;
    const worker = startJobWorker(
      { db: ctx.db, config, log: pino({ level: "silent" }) },
      {
        "stop-test": {
          async run() {
            ran++;
            // The process is told to stop while the first job of a 100-job backlog runs.
            if (ran === 1) stopped = worker.stop();
          },
        },
      },
    );
    await expect.poll(() => ran > 0, { timeout: 15_000 }).toBe(true);
    await stopped;
    const [left] = rowsOf<{ queued: number }>(
      await ctx.db.execute(
        sql`select count(*)::int as queued from jobs where kind = 'stop-test' and completed_at is null`,
      ),
    );
    // One claimed batch of 20 ran to the end; the other 80 wait for the next process.
    expect(ran).toBe(20);
    expect(left?.queued).toBe(80);
  });
});
