import type { Db } from "@classwise/db/client";
import { assignments, classes, notificationOptOuts, notifications, submissions, users } from "@classwise/db/schema";
import { messages, type NotificationKind } from "@classwise/shared";
import { and, count, eq, gt, sql } from "drizzle-orm";
import type { JobContext, JobHandler } from "../../jobs/worker.js";
import { formatEmailDate } from "../../lib/format-date.js";
import type { MailProvider } from "../../providers/mail/index.js";
import { renderNotificationEmail } from "./email-template.js";
import { notificationLinks, notifyUsers } from "./notify.js";
import { unsubscribeUrl } from "./unsubscribe-token.js";

const textOf = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * Sends the email of one notification. A user who switched the kind off after it was queued gets nothing.
 * The mail names the user, links to the object and carries a signed one-click unsubscribe address (in the
 * body and as List-Unsubscribe, RFC 8058).
 */
export function emailJob(mail: MailProvider): JobHandler {
  return {
    async run(payload, { db, config }: JobContext) {
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
        })
        .from(notifications)
        .innerJoin(users, eq(users.id, notifications.userId))
        .where(eq(notifications.id, textOf(payload.notificationId)))
        .limit(1);
      if (!row || row.optedOut) return;
      const kind = row.kind as NotificationKind;
      const unsubscribe = unsubscribeUrl(config.publicUrl, config.authSecret ?? "", row.userId, kind);
      const content = renderNotificationEmail({
        name: row.name,
        title: row.title,
        body: row.body,
        url: `${config.publicUrl}${row.link}`,
        unsubscribeUrl: unsubscribe,
        kind,
      });
      await mail.send({
        to: row.email,
        ...content,
        headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      });
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
      link: notificationLinks.enrolledClass(row.classId),
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
      link: notificationLinks.myClasses,
    });
  },
};

export function notificationJobHandlers(mail: MailProvider): Record<string, JobHandler> {
  return {
    email: emailJob(mail),
    "assignment-due": assignmentDueJob,
    "submissions-digest": submissionsDigestJob,
  };
}
