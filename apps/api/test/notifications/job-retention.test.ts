import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import { sweepFinishedJobs } from "../../src/jobs/queue.js";
import { scheduleJobs } from "../../src/jobs/worker.js";
import { addAssignment, enrolDirectly } from "../enrolments/support.js";
import { createClass, createTestApp, createUser, type TestContext } from "../helpers/index.js";
import { manualJobs } from "./support.js";

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe("finished jobs are deleted after the retention", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      jobs: manualJobs,
    });
  });
  afterAll(async () => ctx.close());

  async function job(key: string, state: { completedDaysAgo?: number; failedDaysAgo?: number }) {
    await ctx.db.execute(sql`
      insert into jobs (id, kind, payload, unique_key, completed_at, failed_at)
      values (gen_random_uuid()::text, 'email', '{}'::jsonb, ${key},
        ${state.completedDaysAgo === undefined ? null : sql`now() - make_interval(days => ${state.completedDaysAgo})`},
        ${state.failedDaysAgo === undefined ? null : sql`now() - make_interval(days => ${state.failedDaysAgo})`})`);
  }
  const keys = async () =>
    rowsOf<{ unique_key: string }>(
      await ctx.db.execute(sql`select unique_key from jobs where unique_key like 'retention:%' order by unique_key`),
    ).map((row) => row.unique_key);

  it("keeps waiting, recent and recently failed jobs, and deletes the rest", async () => {
    await job("retention:done-old", { completedDaysAgo: 15 });
    await job("retention:done-recent", { completedDaysAgo: 13 });
    await job("retention:failed-old", { failedDaysAgo: 91 });
    await job("retention:failed-recent", { failedDaysAgo: 30 });
    await job("retention:waiting", {});
    expect(await sweepFinishedJobs(ctx.db, 14)).toBe(2);
    expect(await keys()).toEqual(["retention:done-recent", "retention:failed-recent", "retention:waiting"]);
    expect(await sweepFinishedJobs(ctx.db, 14)).toBe(0);
  });

  it("never sends a due reminder twice: a kept reminder's key stops the next schedule from queuing it again", async () => {
    const teacher = await createUser(ctx, { role: "teacher" });
    const student = await createUser(ctx);
    const item = await createClass(ctx, teacher);
    await enrolDirectly(ctx.db, item.id, student.id);
    const assignment = await addAssignment(ctx.db, item.id, teacher.id);
    await ctx.db.execute(sql`update assignments set deadline = now() + interval '1 hour' where id = ${assignment.id}`);
    const reminders = async () =>
      rowsOf<{ n: number }>(
        await ctx.db.execute(
          sql`select count(*)::int as n from jobs where kind = 'assignment-due' and payload->>'studentId' = ${student.id}`,
        ),
      )[0]?.n;
    const context = { db: ctx.db, config: ctx.config, log: ctx.app.log };
    await scheduleJobs(context);
    expect(await reminders()).toBe(1);
    await ctx.db.execute(sql`update jobs set completed_at = now() - interval '1 day' where kind = 'assignment-due'`);
    await sweepFinishedJobs(ctx.db, ctx.config.jobs.retentionDays);
    await scheduleJobs(context);
    expect(await reminders()).toBe(1);
  });

  it("refuses a retention shorter than the two days the unique keys need", () => {
    expect(() => loadConfig({ JOBS_RETENTION_DAYS: "1" })).toThrow(/JOBS_RETENTION_DAYS/);
    expect(loadConfig({ JOBS_RETENTION_DAYS: "30" }).jobs.retentionDays).toBe(30);
    expect(loadConfig({}).jobs.retentionDays).toBe(14);
  });
});
