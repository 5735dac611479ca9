import type { Db } from "@classwise/db/client";
import { assignments, classes, notificationOptOuts, notifications, submissions, users } from "@classwise/db/schema";
import { messages, type NotificationKind, paths } from "@classwise/shared";
import { and, count, desc, eq, gt, inArray, sql } from "drizzle-orm";
import { enqueueJob } from "../../jobs/queue.js";
import type { JobContext, JobHandler } from "../../jobs/worker.js";
import { formatEmailDate } from "../../lib/format-date.js";
import type { MailProvider } from "../../providers/mail/index.js";
import { announcementFanOutJob } from "../announcements/fan-out.js";
import { renderNotificationEmail } from "./email-template.js";
import { notifyUsers } from "./notify.js";
import { unsubscribeUrl } from "./unsubscribe-token.js";

const textOf = (value: unknown) => (typeof value === "string" ? value : "");

/** The hour a held mail waits for: its digest goes out when that hour ends, once per user, kind and hour. */
const HOUR_MS = 3_600_000;

/** Sends one mail about a notification (or a digest of several) with its one-click unsubscribe address. */
async function sendNotificationMail(
  mail: MailProvider,
  config: JobContext["config"],
  to: { userId: string; name: string; email: string },
  kind: NotificationKind,
  content: { title: string; body: string; link: string },
) {
  const unsubscribe = unsubscribeUrl(config.publicUrl, config.authSecret ?? "", to.userId, kind);
  const rendered = renderNotificationEmail({
    name: to.name,
    ...content,
    url: `${config.publicUrl}${content.link}`,
    unsubscribeUrl: unsubscribe,
    kind,
  });
  await mail.send({
    to: to.email,
    ...rendered,
    headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  });
}

/**
 * Sends the email of one notification. A user who switched the kind off after it was queued gets nothing.
 * The mail names the user, links to the object and carries a signed one-click unsubscribe address (in the
 * body and as List-Unsubscribe, RFC 8058). Past NOTIFICATION_MAILS_PER_HOUR mails of one kind to one user
 * in the last hour, the notification is held and folded into one digest mail when the hour ends (issue 22).
 */
export function emailJob(mail: MailProvider): JobHandler {
  return {
    async run(payload, { db, config }: JobContext) {
      const notificationId = textOf(payload.notificationId);
      const [row] = await db
        .select({
          userId: users.id,
          name: users.name,
          email: users.email,
          kind: notifications.kind,
          title: notifications.title,
          body: notifications.body,
          link: notifications.link,
          optedOut: sql<boolean>`exists (select 1 from ${notificationOptOuts} o where o.user_id = ${users.id} and o.kind = ${notifications.kind})`,
          sentLastHour: sql<number>`(select count(*) from ${notifications} n
            where n.user_id = ${users.id} and n.kind = ${notifications.kind} and n.email_status = 'sent'
              and n.emailed_at > now() - interval '1 hour' and n.id <> ${notifications.id})`.mapWith(Number),
        })
        .from(notifications)
        .innerJoin(users, eq(users.id, notifications.userId))
        .where(eq(notifications.id, notificationId))
        .limit(1);
      if (!row || row.optedOut) return;
      const kind = row.kind as NotificationKind;
      if (row.sentLastHour >= config.notifications.mailsPerHour) {
        await holdForDigest(db, notificationId, row.userId, kind);
        return;
      }
      // Counted before it goes: a send that fails is retried, and still counts once.
      await db
        .update(notifications)
        .set({ emailStatus: "sent", emailedAt: sql`now()` })
        .where(eq(notifications.id, notificationId));
      await sendNotificationMail(mail, config, row, kind, row);
    },
  };
}

/** Marks the notification held and queues the digest of its user, kind and hour (once, by its unique key). */
async function holdForDigest(db: Db, notificationId: string, userId: string, kind: NotificationKind) {
  const hour = Math.floor(Date.now() / HOUR_MS);
  await db.transaction(async (tx) => {
    await tx.update(notifications).set({ emailStatus: "held" }).where(eq(notifications.id, notificationId));
    await enqueueJob(tx, {
      kind: "mail-digest",
      payload: { userId, kind },
      uniqueKey: `mail-digest:${userId}:${kind}:${hour}`,
      runAt: new Date((hour + 1) * HOUR_MS),
    });
  });
}

/** Held notifications a digest lists by title; the rest are counted. */
const DIGEST_TITLES_MAX = 10;

/**
 * One mail for the notifications of one kind held back over the hourly cap: how many, the newest titles and
 * a link to the newest. Sent unless the user switched the kind off meanwhile; the held rows are marked
 * digested after the send (a crash in between repeats this one mail, as for any email job).
 */
export function mailDigestJob(mail: MailProvider): JobHandler {
  return {
    async run(payload, { db, config }: JobContext) {
      const userId = textOf(payload.userId);
      const kind = textOf(payload.kind) as NotificationKind;
      const [user] = await db
        .select({
          userId: users.id,
          name: users.name,
          email: users.email,
          optedOut: sql<boolean>`exists (select 1 from ${notificationOptOuts} o where o.user_id = ${users.id} and o.kind = ${kind})`,
        })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      if (!user) return;
      const held = await db
        .select({ id: notifications.id, title: notifications.title, link: notifications.link })
        .from(notifications)
        .where(
          and(eq(notifications.userId, userId), eq(notifications.kind, kind), eq(notifications.emailStatus, "held")),
        )
        .orderBy(desc(notifications.createdAt), desc(notifications.id));
      if (held.length === 0) return;
      if (!user.optedOut) {
        await sendNotificationMail(mail, config, user, kind, {
          title: messages.notifications.heldDigest(held.length, messages.notifications.kinds[kind]),
          body: messages.notifications.heldDigestBody(
            held.slice(0, DIGEST_TITLES_MAX).map((item) => item.title),
            Math.max(0, held.length - DIGEST_TITLES_MAX),
          ),
          link: held[0]?.link ?? "/",
        });
      }
      await db
        .update(notifications)
        .set({ emailStatus: "digested", emailedAt: sql`now()` })
        .where(
          inArray(
            notifications.id,
            held.map((item) => item.id),
          ),
        );
    },
  };
}

/** Reminds one student of an assignment due within 24 hours, unless handed in meanwhile. */
export const assignmentDueJob: JobHandler = {
  transactional: true,
  async run(tx: Db, payload) {
    const studentId = textOf(payload.studentId);
    const [row] = await tx
      .select({
        id: assignments.id,
        title: assignments.title,
        deadline: assignments.deadline,
        classId: classes.id,
        classTitle: classes.title,
      })
      .from(assignments)
      .innerJoin(classes, eq(classes.id, assignments.classId))
      .where(and(eq(assignments.id, textOf(payload.assignmentId)), gt(assignments.deadline, sql`now()`)))
      .limit(1);
    if (!row) return;
    const [handedIn] = await tx
      .select({ id: submissions.id })
      .from(submissions)
      .where(and(eq(submissions.assignmentId, row.id), eq(submissions.studentId, studentId)))
      .limit(1);
    if (handedIn) return;
    await notifyUsers(tx, [studentId], {
      kind: "assignment-due",
      title: messages.notifications.assignmentDue(row.title),
      body: messages.notifications.assignmentDueBody(row.classTitle, formatEmailDate(row.deadline)),
      link: paths.student.enrolledClass(row.classId),
    });
  },
};

/** A teacher's daily digest: how many submissions came in over the last day in their classes. */
export const submissionsDigestJob: JobHandler = {
  transactional: true,
  async run(tx: Db, payload) {
    const teacherId = textOf(payload.teacherId);
    const [row] = await tx
      .select({ total: count() })
      .from(submissions)
      .innerJoin(classes, eq(classes.id, submissions.classId))
      .where(and(eq(classes.teacherId, teacherId), sql`${submissions.submittedAt} > now() - interval '24 hours'`));
    const total = Number(row?.total ?? 0);
    if (total === 0) return;
    await notifyUsers(tx, [teacherId], {
      kind: "submissions-digest",
      title: messages.notifications.digest(total),
      body: messages.notifications.digestBody,
      link: paths.teacher.myClasses,
    });
  },
};

export function notificationJobHandlers(mail: MailProvider): Record<string, JobHandler> {
  return {
    email: emailJob(mail),
    "assignment-due": assignmentDueJob,
    "submissions-digest": submissionsDigestJob,
    "mail-digest": mailDigestJob(mail),
    "announcement-fan-out": announcementFanOutJob,
  };
}
