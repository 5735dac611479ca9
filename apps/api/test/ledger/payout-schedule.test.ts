import { openDatabase } from "@classwise/db/client";
import { auditLog, jobs, payoutScheduleRuns, payouts } from "@classwise/db/schema";
import { messages, type PayoutSchedule } from "@classwise/shared";
import { and, eq, gte } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../../src/app.js";
import { runDueJobs, scheduleJobs } from "../../src/jobs/worker.js";
import { payoutJobHandlers } from "../../src/modules/ledger/schedule-service.js";
import {
  createClass,
  createTestApp,
  createUser,
  expectLedgerInvariants,
  type TestContext,
  type TestUser,
  testConfig,
} from "../helpers/index.js";
import { buy, testClock } from "../payments/support.js";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

describe("scheduled payouts: each period runs once, across processes", () => {
  const clock = testClock();
  const overrides = {
    now: clock.now,
    refunds: { windowDays: 30 },
    ledger: { platformFeePercent: 20, payoutMinimumCents: 1000 },
  };
  let ctx: TestContext;
  /** A second API instance on the same database (its own pool on PostgreSQL; the one connection on PGlite). */
  let other: App;
  let closeOther: (() => Promise<void>) | undefined;
  let admin: TestUser;

  beforeAll(async () => {
    ctx = await createTestApp(overrides);
    const database =
      ctx.database.kind === "postgres"
        ? await openDatabase({ databaseUrl: ctx.database.url, poolSize: 5 })
        : { ...ctx.database, close: async () => {} };
    other = await buildApp(testConfig(overrides), { database, skipMigrations: true });
    await other.ready();
    closeOther = async () => {
      await other.close();
      await database.close();
    };
    admin = await createUser(ctx, { role: "admin" });
  });
  afterAll(async () => {
    await closeOther?.();
    await ctx.close();
  });
  afterEach(async () => expectLedgerInvariants(ctx.db));

  const contextOf = (app: App) => ({ db: app.database.db, config: app.config, log: app.log });
  const schedulers = () => [contextOf(ctx.app), contextOf(other)];
  const handlersOf = (app: App) => payoutJobHandlers(app.providers.payments);

  async function saveSchedule(input: PayoutSchedule, user: TestUser = admin) {
    return ctx.app.inject({ method: "PUT", url: "/api/admin/payouts/schedule", headers: user.headers, payload: input });
  }
  async function readSchedule() {
    const res = await ctx.app.inject({ method: "GET", url: "/api/admin/payouts/schedule", headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }
  const runsSince = (from: Date) =>
    ctx.db.select().from(payoutScheduleRuns).where(gte(payoutScheduleRuns.periodStart, from));

  /** A teacher with a connected payout account and `priceCents` sold, available once the clock is past the window. */
  async function sellingTeacher(priceCents: number) {
    const teacher = await createUser(ctx, { role: "teacher" });
    const res = await ctx.app.inject({ method: "POST", url: "/api/teacher/payout-account", headers: teacher.headers });
    expect(res.statusCode, res.body).toBe(200);
    const item = await createClass(ctx, teacher, { priceCents });
    await buy(ctx, await createUser(ctx), item.id);
    return teacher;
  }

  it("starts off, and refuses a schedule out of range with a 400", async () => {
    expect(await readSchedule()).toMatchObject({ schedule: { enabled: false }, nextRunAt: null });
    const bad = await saveSchedule({ enabled: true, frequency: "monthly", weekday: 1, dayOfMonth: 31, hourUtc: 6 });
    expect(bad.statusCode).toBe(400);
    const worse = await saveSchedule({
      enabled: true,
      frequency: "hourly",
      weekday: 1,
      dayOfMonth: 1,
      hourUtc: 6,
    } as never);
    expect(worse.statusCode).toBe(400);
    expect((await readSchedule()).schedule.enabled).toBe(false);
  });

  it("runs a due period once when two processes' schedulers race, and pays each balance once", async () => {
    const teacher = await sellingTeacher(5000);
    clock.setDaysAhead(31);
    const saved = await saveSchedule({ enabled: true, frequency: "daily", weekday: 1, dayOfMonth: 1, hourUtc: 3 });
    expect(saved.statusCode, saved.body).toBe(200);
    const body = saved.json();
    expect(body.message).toBe(messages.earnings.payoutScheduleSaved);
    const due = new Date(body.nextRunAt);
    expect(due.getTime()).toBeGreaterThan(clock.now().getTime());
    expect(due.getUTCHours()).toBe(3);

    // Before its moment nothing is claimed.
    await Promise.all(schedulers().map((context) => scheduleJobs(context, new Date(due.getTime() - MINUTE_MS))));
    expect(await runsSince(new Date(due.getTime() - DAY_MS))).toEqual([]);

    // Both processes tick twice at once after the moment: one claim, one queued run.
    const tick = new Date(due.getTime() + MINUTE_MS);
    await Promise.all([...schedulers(), ...schedulers()].map((context) => scheduleJobs(context, tick)));
    expect(await runsSince(due)).toEqual([expect.objectContaining({ periodStart: due, status: "running" })]);
    expect(await ctx.db.select().from(jobs).where(eq(jobs.kind, "payout-run"))).toHaveLength(1);

    await Promise.all([ctx.app, other].map((app) => runDueJobs(contextOf(app), handlersOf(app))));
    const [run] = await runsSince(due);
    expect(run).toMatchObject({ status: "done", failed: 0 });
    expect(run?.paid).toBeGreaterThanOrEqual(1);
    expect(await ctx.db.select().from(payouts).where(eq(payouts.teacherId, teacher.id))).toEqual([
      expect.objectContaining({ amountCents: 4000, status: "paid" }),
    ]);
    const entries = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "payout.scheduled-run"), eq(auditLog.objectId, due.toISOString())));
    expect(entries).toEqual([expect.objectContaining({ actorId: null, objectType: "payout-schedule" })]);

    const after = await readSchedule();
    expect(after.lastRun).toMatchObject({ periodStart: due.toISOString(), status: "done", paid: run?.paid });
    expect(after.nextRunAt).toBe(new Date(due.getTime() + DAY_MS).toISOString());
  });

  it("runs a missed stretch of periods once, for the latest, after downtime", async () => {
    clock.setDaysAhead(40);
    const saved = await saveSchedule({ enabled: true, frequency: "weekly", weekday: 2, dayOfMonth: 1, hourUtc: 9 });
    expect(saved.statusCode, saved.body).toBe(200);
    const first = new Date(saved.json().nextRunAt);
    expect(first.getUTCDay()).toBe(2);
    // No process ran for three weeks and a day: one run, for the latest period.
    const back = new Date(first.getTime() + 3 * 7 * DAY_MS + DAY_MS);
    for (let i = 0; i < 3; i++) {
      await Promise.all(schedulers().map((context) => scheduleJobs(context, back)));
    }
    const latest = new Date(first.getTime() + 3 * 7 * DAY_MS);
    expect((await runsSince(first)).map((row) => row.periodStart)).toEqual([latest]);
  });

  it("switching the schedule off stops it, and the change is audited", async () => {
    clock.setDaysAhead(80);
    const on = await saveSchedule({ enabled: true, frequency: "monthly", weekday: 0, dayOfMonth: 15, hourUtc: 0 });
    const due = new Date(on.json().nextRunAt);
    expect(due.getUTCDate()).toBe(15);
    const off = await saveSchedule({ enabled: false, frequency: "monthly", weekday: 0, dayOfMonth: 15, hourUtc: 0 });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().nextRunAt).toBeNull();
    await Promise.all(schedulers().map((context) => scheduleJobs(context, new Date(due.getTime() + DAY_MS))));
    expect(await runsSince(due)).toEqual([]);

    const changes = await ctx.db.select().from(auditLog).where(eq(auditLog.action, "payout.schedule-changed"));
    expect(changes.at(-1)).toMatchObject({
      actorId: admin.id,
      objectType: "payout-schedule",
      before: expect.objectContaining({ enabled: true, frequency: "monthly" }),
      after: expect.objectContaining({ enabled: false }),
    });
  });

  it("lets only admins read or change the schedule", async () => {
    const teacher = await createUser(ctx, { role: "teacher" });
    const res = await saveSchedule(
      { enabled: true, frequency: "daily", weekday: 0, dayOfMonth: 1, hourUtc: 1 },
      teacher,
    );
    expect(res.statusCode).toBe(403);
  });
});
