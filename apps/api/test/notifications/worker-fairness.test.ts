import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobScheduler, runDueJobs } from "../../src/jobs/worker.js";
import { classWithSubmissions } from "../grading/support.js";
import { createTestApp, type TestContext } from "../helpers/index.js";
import { manualJobs } from "./support.js";

describe("the job worker beside requests", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ jobs: manualJobs });
  });
  afterAll(async () => ctx.close());

  it("lets the event loop serve I/O between the jobs of a backlog", async () => {
    await ctx.db.execute(sql`
      insert into jobs (id, kind, payload, unique_key)
      select gen_random_uuid()::text, 'fairness-test', '{}'::jsonb, 'fairness-test:' || n
      from generate_series(1, 60) as n`);
    let ran = 0;
    let ranWhenIoWasServed: number | undefined;
    // What a request arriving meanwhile needs first: a turn of the event loop (a new connection, its body).
    setImmediate(() => {
      ranWhenIoWasServed = ran;
    });
    const total = await runDueJobs(
      { db: ctx.db, config: ctx.config, log: pino({ level: "silent" }) },
      {
        "fairness-test": {
          transactional: true,
          async run(tx) {
            await tx.execute(sql`select 1`);
            ran++;
          },
        },
      },
    );
    expect(total).toBe(60);
    // The turn came before the backlog was done, not after the last of its 60 jobs.
    expect(ranWhenIoWasServed).toBeDefined();
    expect(ranWhenIoWasServed).toBeLessThan(60);
  });

  it("starts each job once the requests in flight are answered, and still moves under steady load", async () => {
    const queue = async (count: number) =>
      ctx.db.execute(sql`
        insert into jobs (id, kind, payload, unique_key)
        select gen_random_uuid()::text, 'give-way-test', '{}'::jsonb, 'give-way-test:' || gen_random_uuid()
        from generate_series(1, ${count}) as n`);
    const context = { db: ctx.db, config: ctx.config, log: pino({ level: "silent" }) };
    let requestsInFlight = true;
    let asked = 0;
    const started: boolean[] = [];
    const handlers = {
      "give-way-test": {
        async run() {
          started.push(requestsInFlight);
        },
      },
    };
    // Requests are answered after the worker has asked three times.
    await queue(1);
    await runDueJobs(context, handlers, {
      busy: () => {
        asked++;
        if (asked > 3) requestsInFlight = false;
        return requestsInFlight;
      },
    });
    expect(started).toEqual([false]);
    // Requests never stop: the jobs still run, each after its wait.
    started.length = 0;
    await queue(3);
    expect(await runDueJobs(context, handlers, { busy: () => true })).toBe(3);
    expect(started).toHaveLength(3);
  });

  it("queues a day's digests at its first run after the digest hour; later submissions are in the next day's", async () => {
    const log = pino({ level: "silent" });
    const schedule = jobScheduler({ db: ctx.db, config: ctx.config, log });
    const evening = new Date();
    evening.setUTCHours(ctx.config.jobs.digestHourUtc, 5, 0, 0);
    const first = await classWithSubmissions(ctx, 2);
    await schedule(evening);
    const late = await classWithSubmissions(ctx, 1);
    await schedule(new Date(evening.getTime() + 60_000));
    const digestKeys = async (teacherId: string) =>
      (
        (await ctx.db.execute(
          sql`select unique_key from jobs where unique_key like ${`submissions-digest:${teacherId}:%`} order by unique_key`,
        )) as unknown as { rows: { unique_key: string }[] }
      ).rows.map((row) => row.unique_key);
    expect(await digestKeys(first.teacher.id)).toHaveLength(1);
    expect(await digestKeys(late.teacher.id)).toEqual([]);
    const nextEvening = new Date(evening.getTime() + 24 * 3600_000);
    await schedule(nextEvening);
    expect(await digestKeys(late.teacher.id)).toEqual([
      `submissions-digest:${late.teacher.id}:${nextEvening.toISOString().slice(0, 10)}`,
    ]);
  });
});
