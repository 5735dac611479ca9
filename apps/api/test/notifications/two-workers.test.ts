import fs from "node:fs";
import { type Database, openDatabase } from "@classwise/db/client";
import { runMigrations } from "@classwise/db/migrate";
import { messages } from "@classwise/shared";
import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runDueJobs, scheduleJobs } from "../../src/jobs/worker.js";
import { notificationJobHandlers } from "../../src/modules/notifications/job-handlers.js";
import { addAssignment, enrolDirectly } from "../enrolments/support.js";
import { createClass, createUser, testConfig } from "../helpers/index.js";
import { createScratchPostgres } from "../helpers/scratch-postgres.js";
import { startThrowawayPostgres } from "../slow/throwaway-postgres.js";
import { captureMail, deliveriesOf } from "./support.js";

/**
 * Two server processes' workers on one PostgreSQL database (TEST_DATABASE_URL's server, or a throwaway
 * cluster of this test's own): each schedules and runs jobs over its own connection pool at the same time.
 */
describe("two workers on one PostgreSQL", () => {
  let databases: Database[] = [];
  const config = testConfig();
  let cleanup: () => Promise<void> = async () => {};

  beforeAll(async () => {
    const scratch = await createScratchPostgres("classwise_workers");
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
  }, 120_000);
  afterAll(async () => {
    for (const database of databases) await database.close();
    await cleanup();
    fs.rmSync(config.dataDir, { recursive: true, force: true });
  });

  it("send each due-soon reminder exactly once", async () => {
    const [first, second] = databases as [Database, Database];
    const ctx = { db: first.db, config };
    const teacher = await createUser(ctx, { role: "teacher" });
    const item = await createClass(ctx, teacher, { title: "Busy class" });
    const students = [];
    for (let i = 0; i < 24; i++) {
      const student = await createUser(ctx);
      await enrolDirectly(first.db, item.id, student.id);
      students.push(student);
    }
    const assignment = await addAssignment(first.db, item.id, teacher.id, "Due soon");
    await first.db.execute(
      sql`update assignments set deadline = now() + interval '3 hours' where id = ${assignment.id}`,
    );

    const mail = captureMail();
    const log = pino({ level: "silent" });
    const handlers = notificationJobHandlers(mail);
    const worker = async (database: Database) => {
      const context = { db: database.db, config, log };
      for (let round = 0; round < 6; round++) {
        await scheduleJobs(context);
        await runDueJobs(context, handlers);
      }
    };
    await Promise.all([worker(first), worker(second), worker(first), worker(second)]);

    for (const student of students) {
      const told = await deliveriesOf(first.db, student.id, "assignment-due");
      expect(told.notifications.map((n) => n.title)).toEqual([messages.notifications.assignmentDue("Due soon")]);
      expect(told.mails).toHaveLength(1);
      expect(mail.sent.filter((m) => m.to === student.email)).toHaveLength(1);
    }
    expect(mail.sent).toHaveLength(students.length);
  }, 120_000);
});
