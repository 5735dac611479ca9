import fs from "node:fs";
import path from "node:path";
import { jobs } from "@classwise/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runDueJobs, scheduleJobs } from "../../src/jobs/worker.js";
import { backupJob } from "../../src/modules/backups/admin-service.js";
import { createTestApp, type TestContext } from "../helpers/index.js";

describe("scheduled backups: one per interval, then the newest BACKUP_KEEP stay", () => {
  let ctx: TestContext;
  let dir: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    dir = path.join(ctx.config.dataDir, "scheduled-backups");
    ctx.config.backups = { dir, intervalHours: 6, keep: 2, requestPollMs: 0 };
  });
  afterAll(async () => ctx.close());

  it("queues the slot's backup once however often the scheduler runs, and prunes after writing", async () => {
    const context = { db: ctx.db, config: ctx.config, log: ctx.app.log };
    const now = new Date("2026-11-27T07:30:00Z");
    await scheduleJobs(context, now);
    await scheduleJobs(context, new Date("2026-11-27T11:59:00Z"));
    expect(await ctx.db.select().from(jobs).where(eq(jobs.kind, "backup"))).toHaveLength(1);
    await scheduleJobs(context, new Date("2026-11-27T12:00:00Z"));
    expect(await ctx.db.select().from(jobs).where(eq(jobs.kind, "backup"))).toHaveLength(2);

    fs.mkdirSync(dir, { recursive: true });
    for (const stamp of ["2026-01-01T00-00-00Z", "2026-01-02T00-00-00Z"]) {
      fs.writeFileSync(path.join(dir, `classwise-backup-${stamp}.tar`), "old");
    }
    expect(await runDueJobs(context, { backup: backupJob(ctx.database) })).toBe(2);
    const left = fs.readdirSync(dir).sort();
    // Two new backups written, the two old ones pruned.
    expect(left).toHaveLength(2);
    expect(left.every((name) => !name.startsWith("classwise-backup-2026-01-"))).toBe(true);
    expect(fs.statSync(path.join(dir, left[0] ?? "")).size).toBeGreaterThan(1024);
  }, 120_000);

  it("queues nothing when the interval is 0", async () => {
    ctx.config.backups = { ...ctx.config.backups, intervalHours: 0 };
    await ctx.db.delete(jobs).where(eq(jobs.kind, "backup"));
    await scheduleJobs({ db: ctx.db, config: ctx.config, log: ctx.app.log }, new Date("2026-11-28T00:00:00Z"));
    expect(await ctx.db.select().from(jobs).where(eq(jobs.kind, "backup"))).toHaveLength(0);
  });
});
