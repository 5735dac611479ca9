import { randomUUID } from "node:crypto";
import type { Db } from "@classwise/db/client";
import { param, preparedQuery, preparedStatement } from "@classwise/db/prepared";
import { nextLessonColumn, progressCountColumns } from "@classwise/db/progress-counts";
import { classes, classStats, enrolments, payments } from "@classwise/db/schema";
import { and, eq, inArray, sql } from "drizzle-orm";
import { type ClassRow, classColumns } from "../classes/repository.js";
import { paymentBooking } from "../ledger/bookings.js";
import { notificationWrites } from "../notifications/notify.js";
import { paymentReceiptMessage, paymentReceiptValues } from "./receipt.js";

export type PaymentRow = typeof payments.$inferSelect;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export interface OpenPayment {
  id: string;
  intentId: string;
  amountCents: number;
}

export interface PurchaseState {
  classId: string;
  status: string;
  teacherId: string;
  priceCents: number;
  enrolled: boolean;
  /** The student's payments for this class that were canceled or refunded: each moves the idempotency key on. */
  closedAttempts: number;
  /** The student's intents for this class that are still open at this provider. */
  openPayments: OpenPayment[];
}

const purchaseState = preparedStatement<{
  id: string;
  status: string;
  teacher_id: string;
  price_cents: number;
  enrolled: boolean;
  closed: number;
  open: OpenPayment[] | string;
}>(
  "purchase_state",
  sql`
    select c.id, c.status, c.teacher_id, c.price_cents,
      exists (select 1 from enrolments e where e.class_id = c.id and e.student_id = ${param("studentId")}) as enrolled,
      (select count(*)::int from payments p
        where p.class_id = c.id and p.student_id = ${param("studentId")} and p.status in ('canceled', 'refunded')) as closed,
      (select coalesce(json_agg(json_build_object('id', p.id, 'intentId', p.provider_intent_id,
          'amountCents', p.amount_cents)), '[]'::json)
        from payments p
        where p.class_id = c.id and p.student_id = ${param("studentId")} and p.status = 'created'
          and p.provider = ${param("provider")}) as open
    from classes c
    where c.id = ${param("classId")} and c.deleted_at is null`,
);

/**
 * Everything creating an intent needs, in one statement: the live class, whether the student is enrolled,
 * and the student's open and closed payments for it. Undefined when there is no live class.
 */
export async function findPurchaseState(
  db: Db,
  provider: string,
  classId: string,
  studentId: string,
): Promise<PurchaseState | undefined> {
  const [row] = await purchaseState(db, { provider, classId, studentId });
  if (!row) return undefined;
  return {
    classId: row.id,
    status: row.status,
    teacherId: row.teacher_id,
    priceCents: Number(row.price_cents),
    enrolled: Boolean(row.enrolled),
    closedAttempts: Number(row.closed),
    openPayments: typeof row.open === "string" ? (JSON.parse(row.open) as OpenPayment[]) : row.open,
  };
}

type NewPayment = Required<
  Pick<
    typeof payments.$inferInsert,
    | "provider"
    | "providerIntentId"
    | "classId"
    | "studentId"
    | "amountCents"
    | "currency"
    | "status"
    | "platformFeePercent"
    | "couponId"
    | "listPriceCents"
  >
>;

const newPayment = preparedQuery("insert_payment", (db, name) =>
  db
    .insert(payments)
    .values({
      id: param("id"),
      provider: param("provider"),
      providerIntentId: param("providerIntentId"),
      classId: param("classId"),
      studentId: param("studentId"),
      amountCents: param("amountCents"),
      currency: param("currency"),
      status: param("status"),
      platformFeePercent: param("platformFeePercent"),
      couponId: param("couponId"),
      listPriceCents: param("listPriceCents"),
    })
    .onConflictDoNothing()
    .prepare(name),
);

/** Records an intent once; a replayed creation (same intent id) leaves the first row as it is. */
export async function insertPayment(db: Db, values: NewPayment) {
  await newPayment(db).execute({ id: randomUUID(), ...values });
}

/** Open payments that must not be paid any more; the provider is told separately. */
export async function cancelOpenPayments(db: Db, paymentIds: string[]) {
  if (paymentIds.length === 0) return;
  await db
    .update(payments)
    .set({ status: "canceled" })
    .where(and(inArray(payments.id, paymentIds), eq(payments.status, "created")));
}

/**
 * What a captured payment is given once (coalesce keeps a replay from changing it): when it was paid, its
 * receipt number from the installation's sequence, the card, and the admin search text (migration 0010).
 */
const paidColumns = sql.raw(`paid_at = coalesce(paid_at, now()),
      receipt_number = coalesce(receipt_number, nextval('payment_receipt_number_seq')),
      search_text = coalesce(search_text, payment_search_text(student_id, class_id))`);

export async function setPaymentStatus(db: Db, paymentId: string, status: PaymentRow["status"]) {
  const refunded = status === "refunded" ? sql`, refunded_at = coalesce(refunded_at, now())` : sql``;
  await db.execute(sql`update payments set status = ${status}, updated_at = now()${refunded} where id = ${paymentId}`);
}

/**
 * A free class (price 0) enrols without a payment, in one statement (the counters follow by trigger); false
 * when already enrolled.
 */
export async function enrolInFreeClass(db: Db, classId: string, studentId: string): Promise<boolean> {
  const result = await db.execute(sql`
    with ins as (
      insert into enrolments (id, class_id, student_id)
      select ${randomUUID()}, c.id, ${studentId} from classes c
      where c.id = ${classId} and c.price_cents = 0 and c.status = 'approved' and c.deleted_at is null
      on conflict do nothing
      returning class_id
    )
    select count(*)::int as inserted from ins`);
  return Number(rowsOf<{ inserted: number }>(result)[0]?.inserted ?? 0) > 0;
}

export interface FulfilmentRow {
  id: string;
  class_id: string;
  student_id: string;
  amount_cents: number;
  currency: string;
  status: string;
  paid: number;
  inserted: number;
  enrolled_by: string | null;
}

/**
 * Turns a verified payment into an enrolment in ONE statement, without a transaction: the payment row is
 * set to succeeded only when it is still open or already succeeded and matches what the provider charged
 * (amount, currency, class, student); the enrolment insert is ON CONFLICT DO NOTHING against the unique
 * (class, student) and (payment) indexes; only the inserted row moves the counters (class_stats and the
 * enrolment total, by trigger) and books the payment in the ledger (platform fee, teacher share, provider). Parallel calls for one payment queue on its row lock. Returns the payment as it was,
 * with what this call did, or undefined when no payment has this intent id.
 */
const fulfilment = preparedStatement<FulfilmentRow>(
  "fulfil_payment",
  sql`
    with p as (
      select id, class_id, student_id, amount_cents, currency, status from payments
      where provider = ${param("provider")} and provider_intent_id = ${param("intentId")}
    ), paid as (
      update payments set status = 'succeeded', updated_at = now(), ${paidColumns},
        card_brand = coalesce(card_brand, ${param("cardBrand")}), card_last4 = coalesce(card_last4, ${param("cardLast4")})
      where id = (select id from p) and status in ('created', 'succeeded')
        and amount_cents = ${param("amountCents")} and currency = ${param("currency")}
        and class_id = ${param("classId")} and student_id = ${param("studentUid")}
      returning id, class_id, student_id, amount_cents, currency, platform_fee_percent, paid_at
    ), ins as (
      insert into enrolments (id, class_id, student_id, payment_id)
      select ${param("enrolmentId")}, class_id, student_id, id from paid
      on conflict do nothing
      returning class_id, student_id
    ), booked as (${paymentBooking(sql`select paid.* from paid where exists (select 1 from ins)`)}
    ), ${notificationWrites(sql`select student_id from ins`, paymentReceiptMessage(sql`${param("classId")}`, sql`(select id from paid)`))}
    select p.*, (select count(*) from paid)::int as paid, (select count(*) from ins)::int as inserted,
      (select e.payment_id from enrolments e where e.class_id = p.class_id and e.student_id = p.student_id)
        as enrolled_by
    from p`,
);

export async function fulfilPaymentOnce(
  db: Db,
  provider: string,
  intent: {
    id: string;
    amountCents: number;
    currency: string;
    classId: string;
    studentUid: string;
    card?: { brand: string; last4: string } | undefined;
  },
): Promise<FulfilmentRow | undefined> {
  // The payment, the enrolment and the receipt (notification and email) in one statement: all or nothing.
  const [row] = await fulfilment(db, {
    provider,
    intentId: intent.id,
    amountCents: intent.amountCents,
    currency: intent.currency.toLowerCase(),
    classId: intent.classId,
    studentUid: intent.studentUid,
    enrolmentId: randomUUID(),
    cardBrand: intent.card?.brand ?? null,
    cardLast4: intent.card?.last4 ?? null,
    ...paymentReceiptValues(intent),
  });
  return row;
}

/** Who enrolled the student (read again in a fresh snapshot when a concurrent insert was not yet visible). */
export async function findEnrolmentPayment(db: Db, classId: string, studentId: string) {
  const [row] = await db
    .select({ paymentId: enrolments.paymentId })
    .from(enrolments)
    .where(and(eq(enrolments.classId, classId), eq(enrolments.studentId, studentId)))
    .limit(1);
  return row;
}

const enrolledClassPage = preparedQuery("enrolled_class_page", (db, name) => {
  const studentId = param("studentId");
  const counts = progressCountColumns(sql`"classes"."id"`, sql`${studentId}`, sql`"enrolments"."created_at"`);
  return db
    .select({
      ...classColumns,
      enrolledAt: enrolments.createdAt,
      ...counts,
      nextLessonId: nextLessonColumn(sql`"classes"."id"`, sql`${studentId}`),
    })
    .from(enrolments)
    .innerJoin(classes, eq(classes.id, enrolments.classId))
    .leftJoin(classStats, eq(classStats.classId, classes.id))
    .where(eq(enrolments.studentId, sql`${studentId}`))
    .orderBy(sql`${enrolments.createdAt} desc nulls last`, sql`${enrolments.id} desc nulls last`)
    .limit(param("limit"))
    .offset(param("offset"))
    .prepare(name);
});

/**
 * The student's enrolled classes, newest enrolment first, each with what its progress is computed from
 * (db/progress-counts.ts) and the next lesson to continue with: one statement for the whole page, whatever
 * its size. Deleted classes stay listed for those who paid.
 */
export async function findEnrolledClassPage(db: Db, studentId: string, window: { offset: number; limit: number }) {
  const rows = await enrolledClassPage(db).execute({ studentId, ...window });
  return rows satisfies (ClassRow & { enrolledAt: Date })[];
}

/**
 * The student's enrolment total and how many are completed and in progress (product §4 Progress per class:
 * completed = every counted item done, in progress = some but not all; lessons and countable assignments
 * are the items, as in `progressFromCounts`), in one statement. The work grows with this student's
 * enrolments, not with the tables.
 */
const summaryCounts = progressCountColumns(sql`e.class_id`, sql`e.student_id`, sql`e.created_at`);
const progressSummary = preparedStatement<{ total: number; completed: number; in_progress: number }>(
  "enrolment_progress_summary",
  sql`
    select
      count(*)::int as total,
      count(*) filter (where p.items > 0 and p.done >= p.items)::int as completed,
      count(*) filter (where p.done > 0 and p.done < p.items)::int as in_progress
    from enrolments e
    cross join lateral (
      select n.countable + n.lessons as items, least(n.submitted, n.countable) + n.completed as done
      from (
        select ${summaryCounts.countableAssignments} as countable, ${summaryCounts.totalLessons} as lessons,
          ${summaryCounts.submittedAssignments} as submitted, ${summaryCounts.completedLessons} as completed
        -- OFFSET 0 keeps this a subquery: pulled up, each count would be copied into every expression that
        -- uses it (six subplans for the assignments alone), planned and run once per copy.
        offset 0
      ) n
    ) p
    where e.student_id = ${param("studentId")}`,
);

export async function countProgress(db: Db, studentId: string) {
  const [row] = await progressSummary(db, { studentId });
  return {
    total: Number(row?.total ?? 0),
    completed: Number(row?.completed ?? 0),
    inProgress: Number(row?.in_progress ?? 0),
  };
}
