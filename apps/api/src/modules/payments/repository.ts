import type { Db } from "@classwise/db/client";
import { counterTotal } from "@classwise/db/counters";
import { type IdPage, type NewestFirstList, type PageWindow, pageIds, searchIds } from "@classwise/db/newest-first";
import { param, preparedStatement } from "@classwise/db/prepared";
import { payments } from "@classwise/db/schema";
import { type SQL, sql } from "drizzle-orm";

/** A paid payment as the history, the receipt and the admin list show it. */
export interface PaymentRecordRow {
  id: string;
  provider: string;
  provider_intent_id: string;
  receipt_number: number | string;
  class_id: string;
  class_title: string;
  teacher_id: string | null;
  student_id: string;
  student_name: string;
  student_email: string;
  amount_cents: number;
  currency: string;
  card_brand: string | null;
  card_last4: string | null;
  status: string;
  paid_at: Date | string;
  refunded_at: Date | string | null;
  refund_reason: string | null;
  /** The student already had a refund for another payment of this class: the guarantee is used. */
  guarantee_used: boolean;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const recordSelect = sql`
  select p.id, p.provider, p.provider_intent_id, p.receipt_number, p.class_id, coalesce(c.title, '') as class_title,
    c.teacher_id, p.student_id, coalesce(u.name, '') as student_name, coalesce(u.email, '') as student_email,
    p.amount_cents, p.currency, p.card_brand, p.card_last4, p.status, p.paid_at, p.refunded_at,
    (select r.reason from refunds r where r.payment_id = p.id and r.status = 'succeeded') as refund_reason,
    exists (select 1 from refunds o where o.student_id = p.student_id and o.class_id = p.class_id
      and o.status = 'succeeded' and o.payment_id <> p.id) as guarantee_used
  from payments p
  left join classes c on c.id = p.class_id
  left join users u on u.id = p.student_id`;

const ownPage = preparedStatement<PaymentRecordRow>(
  "payment_history_page",
  sql`${recordSelect}
    where p.student_id = ${param("studentId")} and p.paid_at is not null
    order by p.paid_at desc, p.id desc
    offset ${param("offset")} limit ${param("limit")}`,
);

const ownTotal = preparedStatement<{ total: number | string }>(
  "payment_history_total",
  sql`select count(*)::int as total from payments where student_id = ${param("studentId")} and paid_at is not null`,
);

/**
 * A student's paid payments, newest first (payments_student_paid_idx), and how many there are: counted,
 * since it grows with the student, not with the table (docs/decisions/0014-search.md).
 */
export async function findPaymentHistory(db: Db, studentId: string, window: PageWindow) {
  const [rows, [total]] = await Promise.all([ownPage(db, { studentId, ...window }), ownTotal(db, { studentId })]);
  return { rows, total: Number(total?.total ?? 0) };
}

const recordById = preparedStatement<PaymentRecordRow>(
  "payment_record_by_id",
  sql`${recordSelect} where p.id = ${param("id")} and p.paid_at is not null`,
);

/** One paid payment, with no caller check: the service scopes it. */
export async function findPaymentRecord(db: Db, id: string): Promise<PaymentRecordRow | undefined> {
  const [row] = await recordById(db, { id });
  return row;
}

const STATUS_OF_FILTER = { paid: "succeeded", refunded: "refunded" } as const;

/** The admin list of paid payments, all or of one status, newest paid first (migration 0010's indexes). */
export function paymentList(filter: "all" | "paid" | "refunded"): NewestFirstList {
  const base = {
    table: payments,
    createdAt: payments.paidAt,
    id: payments.id,
    searchText: payments.searchText,
  };
  if (filter === "all") {
    return {
      ...base,
      name: "payments",
      where: sql`${payments.paidAt} is not null`,
      total: counterTotal("payments:succeeded", "payments:refunded"),
    };
  }
  const status = STATUS_OF_FILTER[filter];
  return {
    ...base,
    name: `payments_${status}`,
    where: sql`${payments.status} = ${sql.raw(`'${status}'`)} and ${payments.paidAt} is not null`,
    total: counterTotal(`payments:${status}`),
  };
}

export async function pagePaymentIds(
  db: Db,
  filter: "all" | "paid" | "refunded",
  window: PageWindow,
  pattern: string | undefined,
): Promise<IdPage> {
  const list = paymentList(filter);
  return pattern ? searchIds(db, list, pattern, window) : pageIds(db, list, window);
}

/** The payment holding this receipt number, if it is in the filtered list (payments_receipt_number_key). */
export async function findIdByReceiptNumber(db: Db, receiptNumber: number, filter: "all" | "paid" | "refunded") {
  const status = filter === "all" ? sql`` : sql` and status = ${STATUS_OF_FILTER[filter]}`;
  const rows = rowsOf<{ id: string }>(
    await db.execute(
      sql`select id from payments where receipt_number = ${receiptNumber} and paid_at is not null${status}`,
    ),
  );
  return rows[0]?.id;
}

export async function findPaymentRecords(db: Db, ids: string[]): Promise<PaymentRecordRow[]> {
  if (ids.length === 0) return [];
  const rows = rowsOf<PaymentRecordRow>(await db.execute(sql`${recordSelect} where p.id = any(${toArray(ids)})`));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

function toArray(ids: string[]): SQL {
  return sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::text[]`;
}
