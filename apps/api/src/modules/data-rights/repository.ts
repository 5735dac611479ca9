import type { Db } from "@classwise/db/client";
import { dataExports } from "@classwise/db/schema";
import { DATA_EXPORT_TTL_DAYS } from "@classwise/shared";
import { and, desc, eq, sql } from "drizzle-orm";

export type DataExportRow = typeof dataExports.$inferSelect;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A request still pending after this long is taken as lost (its job gave up) and no longer blocks a new one. */
const STALE_PENDING_MINUTES = 60;

/** What the status answer reads: everything but the document itself. */
const exportState = {
  id: dataExports.id,
  userId: dataExports.userId,
  status: dataExports.status,
  requestedAt: dataExports.requestedAt,
  readyAt: dataExports.readyAt,
  expiresAt: dataExports.expiresAt,
  sizeBytes: dataExports.sizeBytes,
};
export type DataExportState = Pick<DataExportRow, keyof typeof exportState>;

/** The user's latest export that has not expired, without its content. */
export async function findLatestExport(db: Db, userId: string): Promise<DataExportState | undefined> {
  const [row] = await db
    .select(exportState)
    .from(dataExports)
    .where(
      and(eq(dataExports.userId, userId), sql`(${dataExports.expiresAt} is null or ${dataExports.expiresAt} > now())`),
    )
    .orderBy(desc(dataExports.requestedAt))
    .limit(1);
  return row;
}

/** The document of the user's latest ready export, while it may still be downloaded. */
export async function findReadyContent(db: Db, userId: string) {
  const [row] = await db
    .select({ id: dataExports.id, content: dataExports.content, readyAt: dataExports.readyAt })
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), eq(dataExports.status, "ready"), sql`${dataExports.expiresAt} > now()`))
    .orderBy(desc(dataExports.requestedAt))
    .limit(1);
  return row?.content ? { id: row.id, content: row.content, readyAt: row.readyAt } : undefined;
}

/**
 * Records a new request and queues the job that prepares it, in one transaction: expired copies go, a stale
 * pending one is marked failed, and a request while another is pending loses on the partial unique index
 * (undefined), however many arrive at once.
 */
export async function insertExportRequest(db: Db, userId: string): Promise<DataExportState | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`delete from data_exports where user_id = ${userId} and expires_at <= now()`);
    await tx.execute(sql`
      update data_exports set status = 'failed'
      where user_id = ${userId} and status = 'pending'
        and requested_at < now() - make_interval(mins => ${STALE_PENDING_MINUTES})`);
    const [row] = await tx
      .insert(dataExports)
      .values({ userId })
      .onConflictDoNothing({ target: dataExports.userId, where: sql`${dataExports.status} = 'pending'` })
      .returning(exportState);
    if (!row) return undefined;
    await tx.execute(sql`
      insert into jobs (id, kind, payload, unique_key)
      values (gen_random_uuid()::text, 'data-export', jsonb_build_object('exportId', ${row.id}::text),
        'data-export:' || ${row.id}::text)`);
    return row;
  });
}

/** Locks a pending export for the job that prepares it; undefined when it is gone or no longer pending. */
export async function lockPendingExport(tx: Db, exportId: string) {
  const [row] = await tx
    .select({ id: dataExports.id, userId: dataExports.userId })
    .from(dataExports)
    .where(and(eq(dataExports.id, exportId), eq(dataExports.status, "pending")))
    .for("update");
  return row;
}

export async function storeExport(tx: Db, exportId: string, content: string): Promise<void> {
  await tx.execute(sql`
    update data_exports set status = 'ready', content = ${content}, size_bytes = ${Buffer.byteLength(content)},
      ready_at = now(), expires_at = now() + make_interval(days => ${DATA_EXPORT_TTL_DAYS})
    where id = ${exportId}`);
}

/**
 * One JSON array per section, each scoped by the user's id in its `where`: nothing of another user enters a
 * section (a teacher's classes carry their own texts, never their students').
 */
const SECTIONS: Record<string, (userId: string) => ReturnType<typeof sql>> = {
  profile: (u) =>
    sql`select id, name, email, email_verified, image, role, created_at, updated_at from users where id = ${u}`,
  signInMethods: (u) => sql`select provider_id, created_at from accounts where user_id = ${u} order by created_at`,
  sessions: (u) =>
    sql`select created_at, expires_at, ip_address, user_agent from sessions where user_id = ${u} order by created_at`,
  teacherApplications: (u) => sql`
    select name, email, photo_url, title, experience, category, status, applied_at, reviewed_at
    from teacher_applications where user_id = ${u}`,
  enrolments: (u) => sql`
    select e.id, e.class_id, c.title as class_title, c.teacher_name, e.payment_id, e.created_at
    from enrolments e join classes c on c.id = e.class_id where e.student_id = ${u} order by e.created_at`,
  payments: (u) => sql`
    select p.id, p.class_id, c.title as class_title, p.amount_cents, p.list_price_cents, p.currency, p.status,
      p.receipt_number, p.card_brand, p.card_last4, p.created_at, p.paid_at, p.refunded_at
    from payments p join classes c on c.id = p.class_id where p.student_id = ${u} order by p.created_at`,
  refunds: (u) => sql`
    select id, payment_id, class_id, amount_cents, currency, reason, status, created_at, completed_at
    from refunds where student_id = ${u} order by created_at`,
  couponRedemptions: (u) => sql`
    select r.class_id, c.code, r.created_at from coupon_redemptions r join coupons c on c.id = r.coupon_id
    where r.student_id = ${u} order by r.created_at`,
  lessonCompletions: (u) => sql`
    select lc.lesson_id, l.title as lesson_title, lc.class_id, lc.completed_at
    from lesson_completions lc join lessons l on l.id = lc.lesson_id where lc.student_id = ${u} order by lc.completed_at`,
  submissions: (u) => sql`
    select s.id, s.assignment_id, a.title as assignment_title, s.class_id, s.student_name, s.student_email,
      s.submission_text, s.submitted_at, s.score, s.feedback, s.graded_at
    from submissions s join assignments a on a.id = s.assignment_id where s.student_id = ${u} order by s.submitted_at`,
  evaluations: (u) => sql`
    select id, class_id, student_name, student_email, rating, description, submitted_at
    from evaluations where student_id = ${u} order by submitted_at`,
  certificates: (u) => sql`
    select number, class_id, student_name, class_title, teacher_name, issued_at, revoked_at, revoke_reason
    from certificates where student_id = ${u} order by issued_at`,
  lessonPosts: (u) => sql`
    select id, lesson_id, class_id, parent_id, body, created_at, edited_at
    from lesson_posts where author_id = ${u} order by created_at`,
  // The attempt's answers and results, never the drawn questions' keys.
  quizAttempts: (u) => sql`
    select quiz_id, class_id, number, started_at, submitted_at, answers, score, max_score, percent, passed
    from quiz_attempts where student_id = ${u} order by started_at`,
  announcementsPosted: (u) => sql`
    select id, class_id, title, body, created_at from announcements where teacher_id = ${u} order by created_at`,
  notifications: (u) => sql`
    select kind, title, body, link, created_at, read_at from notifications where user_id = ${u} order by created_at`,
  notificationsSwitchedOff: (u) => sql`select kind, created_at from notification_opt_outs where user_id = ${u}`,
  classesTaught: (u) => sql`
    select id, title, description, image, price_cents, category, status, created_at, updated_at, deleted_at
    from classes where teacher_id = ${u} order by created_at`,
  lessonsWritten: (u) => sql`
    select l.id, l.class_id, l.position, l.title, l.body, l.video_provider, l.video_id, l.estimated_minutes, l.created_at
    from lessons l join classes c on c.id = l.class_id where c.teacher_id = ${u} order by l.class_id, l.position`,
  assignmentsSet: (u) => sql`
    select id, class_id, title, description, deadline, created_at from assignments where teacher_id = ${u} order by created_at`,
  couponsCreated: (u) => sql`
    select code, class_id, percent_off, amount_off_cents, starts_at, expires_at, max_redemptions, redeemed_count, created_at
    from coupons where created_by = ${u} order by created_at`,
  earnings: (u) => sql`
    select kind, amount_cents, currency, payment_id, class_id, paid_at, created_at
    from ledger_entries where teacher_id = ${u} order by id`,
  payouts: (u) => sql`
    select amount_cents, currency, provider, status, paid_at, created_at from payouts where teacher_id = ${u} order by created_at`,
};

/** The user's data as one document: each section an array of rows (the profile one object). */
export async function collectUserData(tx: Db, userId: string): Promise<Record<string, unknown>> {
  const document: Record<string, unknown> = {};
  for (const [name, query] of Object.entries(SECTIONS)) {
    const result = await tx.execute(sql`select coalesce(json_agg(t), '[]'::json) as rows from (${query(userId)}) t`);
    const rows = rowsOf<{ rows: unknown }>(result)[0]?.rows;
    const list = (typeof rows === "string" ? JSON.parse(rows) : rows) as unknown[];
    document[name] = name === "profile" ? (list[0] ?? null) : list;
  }
  return document;
}
