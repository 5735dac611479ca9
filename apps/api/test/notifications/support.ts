import type { Db } from "@classwise/db/client";
import { jobs, notificationOptOuts, notifications } from "@classwise/db/schema";
import type { NotificationKind } from "@classwise/shared";
import { and, eq, sql } from "drizzle-orm";
import { runDueJobs, scheduleJobs } from "../../src/jobs/worker.js";
import { notificationJobHandlers } from "../../src/modules/notifications/job-handlers.js";
import type { MailMessage, MailProvider } from "../../src/providers/mail/index.js";
import type { TestContext, TestUser } from "../helpers/index.js";

/** A user's notifications of one kind, and the email jobs queued for them. */
export async function deliveriesOf(db: Db, userId: string, kind: NotificationKind) {
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));
  const mails = rows.length
    ? await db
        .select()
        .from(jobs)
        .where(
          and(
            eq(jobs.kind, "email"),
            sql`${jobs.payload}->>'notificationId' in (${sql.join(
              rows.map((row) => sql`${row.id}`),
              sql`, `,
            )})`,
          ),
        )
    : [];
  return { notifications: rows, mails };
}

export async function optOut(db: Db, user: TestUser, kind: NotificationKind) {
  await db.insert(notificationOptOuts).values({ userId: user.id, kind });
}

type Caller = Pick<TestUser, "headers"> | null;

export function notificationCalls(ctx: TestContext) {
  const call = (method: "GET" | "POST" | "PUT", url: string, user: Caller, payload?: object) =>
    ctx.app.inject({ method, url, headers: user ? user.headers : {}, ...(payload ? { payload } : {}) });
  return {
    list: (user: Caller, query = "") => call("GET", `/api/notifications${query}`, user),
    unread: (user: Caller) => call("GET", "/api/notifications/unread-count", user),
    markRead: (user: Caller, id: string) => call("POST", `/api/notifications/${id}/read`, user),
    markAllRead: (user: Caller) => call("POST", "/api/notifications/read-all", user),
    settings: (user: Caller) => call("GET", "/api/notification-settings", user),
    updateSetting: (user: Caller, body: object) => call("PUT", "/api/notification-settings", user, body),
  };
}

/** A mail provider that keeps what it was asked to send. */
export function captureMail(): MailProvider & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    kind: "outbox",
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}

/** Midnight UTC today: before any configured digest hour, so no daily digest is queued. */
function beforeDigestHour(): Date {
  const midnight = new Date();
  midnight.setUTCHours(0, 0, 0, 0);
  return midnight;
}

/**
 * One tick of a worker of this app: queue scheduled work, then run every due job. Without `now`, the tick
 * happens before the digest hour: a test that is not about digests must not get a teacher's digest mail
 * just because it runs in the evening (UTC).
 */
export async function runJobs(ctx: TestContext, now: Date = beforeDigestHour()) {
  const context = { db: ctx.db, config: ctx.config, log: ctx.app.log };
  await scheduleJobs(context, now);
  return runDueJobs(context, notificationJobHandlers(ctx.app.providers.mail));
}

/** Job settings for tests that drive the worker themselves: no background polling, retries due at once. */
export const manualJobs = {
  pollMs: 0,
  retrySeconds: 0,
  leaseSeconds: 120,
  heartbeatStaleSeconds: 30,
  retentionDays: 14,
  digestHourUtc: 17,
};
