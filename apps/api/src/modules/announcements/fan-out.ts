import type { Db } from "@classwise/db/client";
import { messages, paths } from "@classwise/shared";
import { sql } from "drizzle-orm";
import { enqueueJob } from "../../jobs/queue.js";
import type { JobHandler } from "../../jobs/worker.js";
import { notificationWrites } from "../notifications/notify.js";

/** Students one fan-out job delivers to: one statement's worth of rows, however many students a class has. */
export const FAN_OUT_BATCH = 1000;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const textOf = (value: unknown) => (typeof value === "string" ? value : "");

/** The unique key of the job that delivers the batch after `after` (a student id; "" for the first). */
const batchKey = (announcementId: string, after: string) => `announcement:${announcementId}:${after}`;

/** Queues the first batch of an announcement's delivery, in the transaction that posts it. */
export async function queueAnnouncementDelivery(tx: Db, announcementId: string): Promise<void> {
  await enqueueJob(tx, {
    kind: "announcement-fan-out",
    payload: { announcementId, after: "" },
    uniqueKey: batchKey(announcementId, ""),
  });
}

/**
 * Delivers an announcement to the next FAN_OUT_BATCH students enrolled in its class, in student id order
 * (the enrolments (class, student) index), and queues the batch after it. One statement records each
 * delivery, writes the in-app notification of each student who has not switched announcements off and queues
 * its email. A delivery row's primary key (announcement, student) makes it exactly once: a batch run twice,
 * by a retry or by two processes at the same time, inserts nothing the second time, so nobody is told twice.
 * The handler runs in the transaction that completes its job, and the next batch's job is queued by a unique
 * key, so each batch is queued once too. Students who enrol later read the announcement on the class page.
 */
export const announcementFanOutJob: JobHandler = {
  transactional: true,
  async run(tx: Db, payload) {
    const announcementId = textOf(payload.announcementId);
    const after = textOf(payload.after);
    const [announcement] = rowsOf<{ classId: string; title: string; classTitle: string }>(
      await tx.execute(sql`
        select a.class_id as "classId", a.title, c.title as "classTitle"
        from announcements a join classes c on c.id = a.class_id
        where a.id = ${announcementId}`),
    );
    if (!announcement) return;
    const result = await tx.execute(sql`
      with batch as (
        select student_id from enrolments
        where class_id = ${announcement.classId} and student_id > ${after}
        order by student_id
        limit ${FAN_OUT_BATCH}
      ), delivered as (
        insert into announcement_deliveries (announcement_id, student_id)
        select ${announcementId}, student_id from batch
        on conflict do nothing
        returning student_id
      ), ${notificationWrites(sql`select student_id from delivered`, {
        kind: "announcement",
        title: messages.announcements.notification(announcement.classTitle),
        body: announcement.title,
        link: paths.student.enrolledClass(announcement.classId),
      })}
      select (select count(*) from batch)::int as batched, (select max(student_id) from batch) as last`);
    const [row] = rowsOf<{ batched: number; last: string | null }>(result);
    if (row && Number(row.batched) === FAN_OUT_BATCH && row.last) {
      await enqueueJob(tx, {
        kind: "announcement-fan-out",
        payload: { announcementId, after: row.last },
        uniqueKey: batchKey(announcementId, row.last),
      });
    }
  },
};
