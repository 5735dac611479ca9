import { randomUUID } from "node:crypto";
import type { Db } from "@classwise/db/client";
import { sql } from "drizzle-orm";
import { endEnrolmentOfPayment } from "../enrolments/enrolment-ended.js";
import { bookRefund } from "../ledger/bookings.js";

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Seconds a pending refund stays claimed; after that the provider call may be made again (same key). */
export const REFUND_LEASE_SECONDS = 120;

export interface RefundClaim {
  id: string;
  provider: string;
  provider_intent_id: string;
  status: string;
  paid_at: Date | string | null;
  guarantee_used: boolean;
  /** The refund this call claimed (null: not claimed, see the other fields for why). */
  claimed: string | null;
  /** The refund row as it was before this call, if any. */
  refund_status: string | null;
  refund_fresh: boolean | null;
}

/**
 * Claims the refund of a payment in ONE statement: a refunds row, unique per payment, inserted only while
 * the payment is paid and, for a student, within the window and with the guarantee unused for this class.
 * A failed refund, or a pending one whose lease ran out, is claimed again; anything else is left alone. So of
 * twenty requests, or a student and an admin at once, exactly one gets a claim and calls the provider.
 * Undefined when the caller may not see the payment (a student's scope is their own payments).
 */
export async function claimRefund(
  db: Db,
  input: { paymentId: string; actorId: string; asAdmin: boolean; reason: string; paidAfter: Date },
): Promise<RefundClaim | undefined> {
  const scope = input.asAdmin ? sql`` : sql` and student_id = ${input.actorId}`;
  const rules = input.asAdmin
    ? sql``
    : sql` and p.paid_at >= ${input.paidAfter.toISOString()}::timestamptz and not p.guarantee_used`;
  const result = await db.execute(sql`
    with p as (
      select q.id, q.provider, q.provider_intent_id, q.student_id, q.class_id, q.amount_cents, q.currency, q.status,
        q.paid_at,
        exists (select 1 from refunds o where o.student_id = q.student_id and o.class_id = q.class_id
          and o.status = 'succeeded' and o.payment_id <> q.id) as guarantee_used
      from payments q where q.id = ${input.paymentId} and q.paid_at is not null${scope}
    ), claimed as (
      insert into refunds (id, payment_id, student_id, class_id, amount_cents, currency, reason, requested_by,
        by_admin, status, claimed_at)
      select ${randomUUID()}, p.id, p.student_id, p.class_id, p.amount_cents, p.currency, ${input.reason},
        ${input.actorId}, ${input.asAdmin}, 'pending', now()
      from p where p.status = 'succeeded'${rules}
      on conflict (payment_id) do update
        set status = 'pending', claimed_at = now(), failure = null, reason = excluded.reason,
          requested_by = excluded.requested_by, by_admin = excluded.by_admin
        where refunds.status = 'failed'
          or (refunds.status = 'pending'
            and refunds.claimed_at < now() - make_interval(secs => ${REFUND_LEASE_SECONDS}))
      returning id
    )
    select p.id, p.provider, p.provider_intent_id, p.status, p.paid_at, p.guarantee_used,
      (select id from claimed) as claimed,
      r.status as refund_status,
      r.claimed_at >= now() - make_interval(secs => ${REFUND_LEASE_SECONDS}) as refund_fresh
    from p left join refunds r on r.payment_id = p.id`);
  return rowsOf<RefundClaim>(result)[0];
}

/** The provider refused or did not answer: the claim is given up, so asking again retries. */
export async function failRefund(db: Db, refundId: string, failure: string) {
  await db.execute(sql`
    update refunds set status = 'failed', failure = ${failure.slice(0, 1000)}
    where id = ${refundId} and status = 'pending'`);
}

export interface CompletedRefund {
  studentId: string;
  classId: string;
  amountCents: number;
  enrolmentEnded: boolean;
}

/**
 * Unsafe (checks no caller): the provider has refunded the payment. In the caller's transaction: the refund
 * succeeds, the payment becomes refunded, its ledger booking is reversed, and the enrolment it bought ends (with whatever hooks into
 * `onEnrolmentEnded`). Undefined when the refund was already completed (a webhook and the request racing).
 */
export async function unsafeCompleteRefund(
  tx: Db,
  paymentId: string,
  providerRefundId: string | null,
): Promise<CompletedRefund | undefined> {
  const [done] = rowsOf<{ student_id: string; class_id: string; amount_cents: number }>(
    await tx.execute(sql`
      update refunds set status = 'succeeded', completed_at = now(), failure = null,
        provider_refund_id = coalesce(${providerRefundId}, provider_refund_id)
      where payment_id = ${paymentId} and status <> 'succeeded'
      returning student_id, class_id, amount_cents`),
  );
  if (!done) return undefined;
  await tx.execute(sql`
    update payments set status = 'refunded', refunded_at = coalesce(refunded_at, now()), updated_at = now()
    where id = ${paymentId}`);
  // The ledger gives back exactly what the payment booked, in the same transaction (docs/payments.md "Ledger").
  await bookRefund(tx, paymentId);
  const enrolmentEnded = await endEnrolmentOfPayment(tx, paymentId, {
    studentId: done.student_id,
    classId: done.class_id,
    reason: "refund",
  });
  return { studentId: done.student_id, classId: done.class_id, amountCents: done.amount_cents, enrolmentEnded };
}

/**
 * A refund made at the provider without a request here (Stripe's dashboard): recorded as an admin's, so
 * completing it ends the enrolment like any refund. Returns the payment's id, or undefined when this server
 * has no paid payment for the intent.
 */
export async function recordProviderRefund(tx: Db, provider: string, intentId: string, reason: string) {
  const [row] = rowsOf<{ id: string }>(
    await tx.execute(sql`
      with p as (
        select id, student_id, class_id, amount_cents, currency from payments
        where provider = ${provider} and provider_intent_id = ${intentId} and paid_at is not null
      ), ins as (
        insert into refunds (id, payment_id, student_id, class_id, amount_cents, currency, reason, by_admin, status)
        select ${randomUUID()}, id, student_id, class_id, amount_cents, currency, ${reason}, true, 'pending' from p
        on conflict (payment_id) do nothing
      )
      select id from p`),
  );
  return row?.id;
}
