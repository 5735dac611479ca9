import type { Db } from "@classwise/db/client";
import type { NotificationKind } from "@classwise/shared";
import { type SQL, sql } from "drizzle-orm";

export interface NotificationMessage {
  kind: NotificationKind;
  /** Text, or an SQL expression when the title takes a value the statement itself reads. */
  title: string | SQL;
  /** Text, or an SQL expression (a parameter of a prepared statement). */
  body: string | SQL;
  /** A path inside the web app (built with `paths` of the shared package), or an SQL expression as `body`. */
  link: string | SQL;
}

/**
 * The common table expressions `notified` and `notified_emails` that write one notification per recipient
 * who has not switched the kind off and queue one email job per notification. Part of the statement of the
 * change they tell about (or of its transaction), so the change, its notifications and its emails commit
 * together or not at all. `recipients` is a query of user ids.
 */
export function notificationWrites(recipients: SQL, message: NotificationMessage): SQL {
  return sql`notified as (
      insert into notifications (id, user_id, kind, title, body, link)
      select gen_random_uuid()::text, r.user_id, ${message.kind}, ${message.title}, ${message.body}, ${message.link}
      from (${recipients}) as r(user_id)
      where not exists (
        select 1 from notification_opt_outs o where o.user_id = r.user_id and o.kind = ${message.kind}
      )
      returning id
    ), notified_emails as (
      insert into jobs (id, kind, payload, unique_key)
      select gen_random_uuid()::text, 'email', jsonb_build_object('notificationId', id), 'email:' || id
      from notified
      returning id
    )`;
}

/** Writes the notifications and queues their emails in one statement; returns how many were written. */
async function notifyRecipients(db: Db, recipients: SQL, message: NotificationMessage): Promise<number> {
  const result = await db.execute(sql`
    with ${notificationWrites(recipients, message)}
    select (select count(*) from notified)::int as written`);
  const rows = (result as unknown as { rows: { written: number }[] }).rows;
  return Number(rows[0]?.written ?? 0);
}

/** Tells the given users (duplicates are told once). */
export async function notifyUsers(db: Db, userIds: readonly string[], message: NotificationMessage) {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return 0;
  const ids = sql.join(
    unique.map((id) => sql`(${id})`),
    sql`, `,
  );
  return notifyRecipients(db, sql`values ${ids}`, message);
}

/** Tells every student enrolled in the class. */
export async function notifyEnrolledStudents(db: Db, classId: string, message: NotificationMessage) {
  return notifyRecipients(db, sql`select student_id from enrolments where class_id = ${classId}`, message);
}
