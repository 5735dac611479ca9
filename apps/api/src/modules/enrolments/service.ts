import type { Db } from "@classwise/db/client";
import {
  type CreatePaymentIntentResponse,
  centsToDollars,
  type EnrolledClassesQuery,
  type EnrolledClassesResponse,
  MIN_CARD_CHARGE_CENTS,
  messages,
  type ProcessEnrollmentResponse,
  progressFromCounts,
  totalPagesFor,
} from "@classwise/shared";
import { AppError, businessRule, conflict, notFound, paymentRequired } from "../../lib/errors.js";
import { browseWindow } from "../../lib/pagination.js";
import { type Actor, can } from "../../policy/index.js";
import type { RetrievedIntent } from "../../providers/payments/index.js";
import { toPublicClass } from "../classes/to-public-class.js";
import { priceWithCoupon } from "../coupons/pricing.js";
import * as coupons from "../coupons/repository.js";
import { callProvider, type EnrolmentDeps, unsafeFulfilIntent } from "./fulfilment.js";
import * as repository from "./repository.js";
import { unsafeCancelOpenIntents } from "./stale-intents.js";

const CURRENCY = "usd";

export type { EnrolmentDeps };

/** Creating an intent also freezes the platform's share (PLATFORM_FEE_PERCENT) on the payment. */
export interface PurchaseDeps extends EnrolmentDeps {
  platformFeePercent: number;
}

function intentResponse(id: string, clientSecret: string, priceCents: number): CreatePaymentIntentResponse {
  return {
    success: true,
    message: messages.enrolment.intentCreated,
    clientSecret,
    paymentIntentId: id,
    amount: centsToDollars(priceCents),
  };
}

/** A paid intent found while creating one (the student paid and closed the tab): enrol now, then 409. */
async function enrolFromPaidIntent(deps: EnrolmentDeps, intent: RetrievedIntent): Promise<never> {
  await unsafeFulfilIntent(deps, intent);
  throw conflict(messages.enrolment.alreadyEnrolled);
}

/**
 * POST /create-payment-intent (docs/payments.md, docs/decisions/0021): the class
 * must be live and approved, not the caller's own, not already theirs. The price comes from the database;
 * a free class enrols at once and a price below the card minimum is refused. The student's open intent at
 * this price is handed out again; intents at another price are canceled first (superseded), so at most
 * one intent per student and class can be paid. The idempotency key names student, class, price and the
 * number of closed attempts, so parallel calls get the same intent. Four statements on the common path.
 */
/**
 * Prices the class with the student's coupon (docs/payments.md "Coupons") and redeems it once: the
 * redemption and the count in one transaction (refused when used up), and for a 100% coupon the enrolment
 * too. A coupon the student already redeemed for this class (an earlier intent) is applied again uncounted.
 */
async function applyCoupon(deps: PurchaseDeps, actor: Actor, state: repository.PurchaseState, code: string) {
  const coupon = await priceWithCoupon(deps.db, {
    code,
    classId: state.classId,
    teacherId: state.teacherId,
    studentId: actor.uid,
    listPriceCents: state.priceCents,
  });
  await deps.db.transaction(async (tx) => {
    if (!coupon.reused) {
      const outcome = await coupons.redeemCoupon(tx, {
        couponId: coupon.couponId,
        studentId: actor.uid,
        classId: state.classId,
      });
      if (outcome === "used-up") throw businessRule(messages.coupons.usedUp);
    }
    if (coupon.priceCents === 0 && !(await coupons.enrolWithFullDiscount(tx, state.classId, actor.uid))) {
      throw conflict(messages.enrolment.alreadyEnrolled);
    }
  });
  return coupon;
}

export async function createPaymentIntent(
  deps: PurchaseDeps,
  actor: Actor,
  classId: string,
  couponCode?: string,
): Promise<CreatePaymentIntentResponse> {
  const { db, payments } = deps;
  const state = await repository.findPurchaseState(db, payments.kind, classId, actor.uid);
  if (!state) throw notFound(messages.enrolment.classNotFound);
  if (state.teacherId === actor.uid) throw businessRule(messages.enrolment.ownClass);
  if (state.status !== "approved") {
    // Unapproved classes are invisible to everyone but their teacher and admins.
    throw can(actor, "read:class", "any")
      ? businessRule(messages.enrolment.classNotOpen)
      : notFound(messages.enrolment.classNotFound);
  }
  if (state.enrolled) throw conflict(messages.enrolment.alreadyEnrolled);
  if (state.priceCents === 0) {
    if (!(await repository.enrolInFreeClass(db, classId, actor.uid))) {
      throw conflict(messages.enrolment.alreadyEnrolled);
    }
    return { success: true, message: messages.enrolment.enrolled, enrolled: true, amount: 0 };
  }
  if (state.priceCents < MIN_CARD_CHARGE_CENTS) throw businessRule(messages.enrolment.priceBelowCardMinimum);
  const coupon = couponCode ? await applyCoupon(deps, actor, state, couponCode) : undefined;
  if (coupon?.priceCents === 0) {
    return { success: true, message: messages.coupons.enrolledFree, enrolled: true, amount: 0 };
  }
  const priceCents = coupon?.priceCents ?? state.priceCents;

  let attempts = state.closedAttempts;
  const superseded = state.openPayments.filter((payment) => payment.amountCents !== priceCents);
  if (superseded.length > 0) {
    attempts += await unsafeCancelOpenIntents(deps, superseded);
    if (attempts - state.closedAttempts < superseded.length) {
      // One of them was paid in the meantime: it enrols the student.
      for (const payment of superseded) {
        const intent = await callProvider(deps, () => payments.retrieveIntent(payment.intentId));
        if (intent?.status === "succeeded") await enrolFromPaidIntent(deps, intent);
      }
    }
  }
  const open = state.openPayments.find((payment) => payment.amountCents === priceCents);
  if (open) {
    const intent = await callProvider(deps, () => payments.retrieveIntent(open.intentId));
    if (intent?.status === "succeeded") await enrolFromPaidIntent(deps, intent);
    if (intent && intent.status !== "canceled" && intent.clientSecret) {
      return intentResponse(intent.id, intent.clientSecret, priceCents);
    }
    await repository.cancelOpenPayments(db, [open.id]);
    attempts++;
  }

  const created = await callProvider(deps, () =>
    payments.createIntent({
      amountCents: priceCents,
      currency: CURRENCY,
      metadata: { classId, studentUid: actor.uid },
      idempotencyKey: `enrol:${actor.uid}:${classId}:${priceCents}:${attempts}`,
    }),
  );
  await repository.insertPayment(db, {
    provider: payments.kind,
    providerIntentId: created.id,
    classId,
    studentId: actor.uid,
    amountCents: priceCents,
    currency: CURRENCY,
    status: created.status === "canceled" ? "canceled" : "created",
    platformFeePercent: deps.platformFeePercent,
    couponId: coupon?.couponId ?? null,
    listPriceCents: coupon ? state.priceCents : null,
  });
  if (created.status === "canceled") {
    // The provider replayed an intent canceled behind our back; the next call moves the key on.
    throw new AppError("UNAVAILABLE", messages.enrolment.paymentUnavailable);
  }
  if (created.status === "succeeded") {
    const intent = await callProvider(deps, () => payments.retrieveIntent(created.id));
    if (intent) await enrolFromPaidIntent(deps, intent);
  }
  return intentResponse(created.id, created.clientSecret, priceCents);
}

/**
 * POST /process-enrollment: asks the provider about the intent (never the browser) and enrols the caller
 * when it paid for this class. Someone else's intent answers like a missing one; replays answer the same
 * success. Two statements: the provider's intent (sandbox) and the fulfilment.
 */
export async function processEnrollment(
  deps: EnrolmentDeps,
  actor: Actor,
  body: { paymentIntentId: string; classId: string },
): Promise<ProcessEnrollmentResponse> {
  const intent = await callProvider(deps, () => deps.payments.retrieveIntent(body.paymentIntentId));
  if (!intent || intent.metadata.studentUid !== actor.uid) throw notFound(messages.enrolment.paymentNotFound);
  if (intent.metadata.classId !== body.classId) throw businessRule(messages.enrolment.paymentClassMismatch);
  if (intent.status !== "succeeded") throw paymentRequired(messages.enrolment.paymentNotCompleted);

  const outcome = await unsafeFulfilIntent(deps, intent);
  switch (outcome.kind) {
    case "enrolled":
      return { success: true, message: messages.enrolment.enrolled };
    case "already-enrolled":
      return { success: true, message: messages.enrolment.alreadyEnrolled, alreadyEnrolled: true };
    case "refunded-duplicate":
      return { success: true, message: messages.enrolment.duplicatePaymentRefunded, alreadyEnrolled: true };
    case "refunded-stale":
      throw businessRule(messages.enrolment.stalePaymentRefunded);
    case "unknown-payment":
      throw notFound(messages.enrolment.paymentNotFound);
    case "mismatch":
      throw outcome.error;
  }
}

/** GET /students/{uid}/enrolled-classes: the student themself or an admin; anyone else gets a 404. */
export async function listEnrolledClasses(
  db: Db,
  actor: Actor,
  studentUid: string,
  query: EnrolledClassesQuery,
): Promise<EnrolledClassesResponse> {
  if (actor.uid !== studentUid && !can(actor, "read:enrolment", "any")) throw notFound();
  // One page with each class's progress, and the summary over every enrolment: two statements.
  const [rows, { total, completed, inProgress }] = await Promise.all([
    repository.findEnrolledClassPage(db, studentUid, browseWindow(query, false)),
    repository.countProgress(db, studentUid),
  ]);
  return {
    success: true,
    classes: rows.map((row) => ({
      ...toPublicClass(row),
      enrolledAt: row.enrolledAt.toISOString(),
      progress: progressFromCounts(
        row.countableAssignments,
        row.submittedAssignments,
        row.totalLessons,
        row.completedLessons,
      ),
      nextLessonId: row.nextLessonId,
    })),
    totalClasses: total,
    totalPages: totalPagesFor(total, query.limit),
    summary: { totalEnrolled: total, completed, inProgress },
  };
}
