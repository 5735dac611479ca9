import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "@classwise/db/client";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { startServer } from "../helpers/server-process.js";

const MAILS = 400;
const ROUNDS = Number(process.env.MAIL_CRASH_ROUNDS ?? 6);
const PREFIX = "Crash mail ";

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** How many times each queued mail was written to the outbox, by its subject. */
function deliveries(dataDir: string): Map<string, number> {
  const dir = path.join(dataDir, "outbox");
  const counts = new Map<string, number>();
  if (!fs.existsSync(dir)) return counts;
  for (const name of fs.readdirSync(dir)) {
    const subject = fs.readFileSync(path.join(dir, name), "utf8").match(/^Subject: (Crash mail \d+)\r?$/m)?.[1];
    if (subject) counts.set(subject, (counts.get(subject) ?? 0) + 1);
  }
  return counts;
}

describe("mail queue under kill -9 (issue 13)", () => {
  const cleanups: (() => void | Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it(`sends every queued mail, repeating at most the one in flight per kill, over ${ROUNDS} kill -9`, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "classwise-mail-crash-"));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const env = {
      DEMO: "on",
      DEMO_PASSWORD: "mail-crash-password",
      DATA_DIR: dataDir,
      AUTH_SECRET: randomBytes(32).toString("hex"),
      JOBS_POLL_MS: "50",
      // A claim left by a killed process is taken again after this long (lease, or a heartbeat gone stale).
      JOBS_LEASE_SECONDS: "2",
      JOBS_HEARTBEAT_STALE_SECONDS: "3",
      // Every queued mail goes out on its own: the per-recipient hourly cap would fold most into a digest.
      NOTIFICATION_MAILS_PER_HOUR: "1000",
    };

    // First start migrates and loads the demo; then the mails are queued as the product queues them:
    // one notification and one email job each.
    const first = await startServer(env);
    await first.kill("SIGTERM");
    const database = await openDatabase({ dataDir });
    try {
      const [student] = rowsOf<{ id: string }>(
        await database.db.execute(sql`select id from users where email = 'student@classwise.demo'`),
      );
      expect(student).toBeDefined();
      await database.db.execute(sql`
        with written as (
          insert into notifications (id, user_id, kind, title, body, link)
          select gen_random_uuid()::text, ${student!.id}, 'new-assignment', ${PREFIX} || lpad(i::text, 3, '0'),
            'Queued before the crash rounds', '/student-dashboard'
          from generate_series(1, ${MAILS}) as i
          returning id
        )
        insert into jobs (id, kind, payload, unique_key)
        select gen_random_uuid()::text, 'email', jsonb_build_object('notificationId', id), 'email:' || id
        from written`);
    } finally {
      await database.close();
    }

    // Kill the server while it sends.
    for (let round = 0; round < ROUNDS; round++) {
      const server = await startServer(env);
      await new Promise((resolve) => setTimeout(resolve, 200 + Math.random() * 600));
      await server.kill("SIGKILL");
    }
    const beforeRecovery = deliveries(dataDir);

    // One more start sends what is left.
    const last = await startServer(env);
    cleanups.push(() => last.kill("SIGTERM"));
    const deadline = Date.now() + 120_000;
    while (deliveries(dataDir).size < MAILS && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await last.kill("SIGTERM");

    const counts = deliveries(dataDir);
    const repeats = [...counts.values()].reduce((sum, n) => sum + n - 1, 0);
    const check = await openDatabase({ dataDir });
    let open = -1;
    try {
      const rows = rowsOf<{ open: number }>(
        await check.db.execute(sql`
          select count(*)::int as open from jobs j join notifications n on n.id = j.payload->>'notificationId'
          where n.title like ${`${PREFIX}%`} and j.completed_at is null`),
      );
      open = rows[0]?.open ?? -1;
    } finally {
      await check.close();
    }
    console.log(
      `mail crash: ${MAILS} queued mails, ${ROUNDS} x kill -9 while sending (${[...beforeRecovery.values()].length} sent before the last start); ` +
        `${counts.size} of ${MAILS} delivered, ${repeats} sent twice, ${open} jobs left open`,
    );
    expect(beforeRecovery.size).toBeGreaterThan(0);
    expect(counts.size).toBe(MAILS);
    expect(repeats).toBeLessThanOrEqual(ROUNDS);
    expect(open).toBe(0);
  }, 600_000);
});
