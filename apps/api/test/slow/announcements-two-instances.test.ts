import fs from "node:fs";
import { type Database, openDatabase } from "@classwise/db/client";
import { runMigrations } from "@classwise/db/migrate";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../../src/app.js";
import { runDueJobs } from "../../src/jobs/worker.js";
import { FAN_OUT_BATCH } from "../../src/modules/announcements/fan-out.js";
import { notificationJobHandlers } from "../../src/modules/notifications/job-handlers.js";
import { deliveryCounts, enrolMany } from "../community/support.js";
import { createClass, createUser, testConfig } from "../helpers/index.js";
import { createScratchPostgres } from "../helpers/scratch-postgres.js";
import { captureMail } from "../notifications/support.js";
import { startThrowawayPostgres } from "../slow/throwaway-postgres.js";

/**
 * Two app instances on one PostgreSQL database (TEST_DATABASE_URL's server, or a throwaway cluster of this
 * test's own), each with its own connection pool: one takes the announcement, both run the queue at once.
 */
describe("announcement fan-out across two app instances", () => {
  let databases: Database[] = [];
  let apps: App[] = [];
  const config = testConfig();
  let cleanup: () => Promise<void> = async () => {};

  beforeAll(async () => {
    const scratch = await createScratchPostgres("classwise_announce");
    let url = scratch?.url;
    if (scratch) cleanup = scratch.drop;
    else {
      const cluster = await startThrowawayPostgres();
      url = cluster.url;
      cleanup = async () => cluster.destroy();
    }
    databases = [
      await openDatabase({ databaseUrl: url, poolSize: 4 }),
      await openDatabase({ databaseUrl: url, poolSize: 4 }),
    ];
    await runMigrations(databases[0]!);
    apps = await Promise.all(databases.map((database) => buildApp(config, { database, skipMigrations: true })));
    for (const app of apps) await app.ready();
  }, 120_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    await cleanup();
    fs.rmSync(config.dataDir, { recursive: true, force: true });
  });

  it("tells each of a few thousand students exactly once", async () => {
    const [first, second] = databases as [Database, Database];
    const ctx = { db: first.db, config };
    const teacher = await createUser(ctx, { role: "teacher" });
    const item = await createClass(ctx, teacher, { title: "Two instance class" });
    const total = FAN_OUT_BATCH * 3 + 17;
    await enrolMany(first.db, item.id, total, "pair");

    const posted = await apps[0]!.inject({
      method: "POST",
      url: `/api/classes/${item.id}/announcements`,
      headers: teacher.headers,
      payload: { title: "From one instance", body: "Read by all." },
    });
    expect(posted.statusCode, posted.body).toBe(201);

    const handlers = notificationJobHandlers(captureMail());
    const log = pino({ level: "silent" });
    // Only the fan-out batches run here: the emails they queue are ordinary email jobs, counted as queued.
    const fanOut = { "announcement-fan-out": handlers["announcement-fan-out"]! };
    const worker = async (database: Database) => {
      const context = { db: database.db, config, log };
      for (let round = 0; round < 10; round++) await runDueJobs(context, fanOut);
    };
    await Promise.all([worker(first), worker(second), worker(first), worker(second)]);

    const counts = await deliveryCounts(second.db, posted.json().announcement._id, "Two instance class");
    expect(counts).toEqual({
      deliveries: total,
      students: total,
      notifications: total,
      notified: total,
      emails: total,
    });
  }, 180_000);
});
