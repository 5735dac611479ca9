import {
  centsToDollars,
  type EnrolledClassesQuery,
  type EnrolledClassesResponse,
  messages,
  type ProcessEnrollmentResponse,
  totalPagesFor,
} from "@classwise/shared";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.js";
import { AppError, businessRule, conflict, notFound } from "../../lib/errors.js";
import { pageWindow } from "../../lib/pagination.js";
import type { Actor } from "../../policy/index.js";
import { type PaymentProvider, PaymentProviderError, type RetrievedIntent } from "../../providers/payments/index.js";
import { toPublicClass } from "../classes/to-public-class.js";
import { checkIntentPaysFor, fulfilPayment } from "./fulfilment.js";
import * as repository from "./repository.js";

const CURRENCY = "usd";

export interface EnrolmentDeps {
  db: Db;
  payments: PaymentProvider;
  log: FastifyBaseLogger;
}

/** Provider outages become a 503 with a clear message instead of a 500. */
async function callProvider<T>(deps: EnrolmentDeps, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.log.error({ err: error }, "payment provider call failed");
    throw new AppError("UNAVAILABLE", messages.enrolment.paymentUnavailable);
  }
}

/**
 * Everything that must hold before a student may pay for a class (ARCHITECTURE.md "Server-side
 * permissions"): the class is live and approved, not the caller's own, and not already theirs.
 */
async function assertMayEnrol(db: Db, actor: Actor, classId: string) {
  const row = await repository.findLiveClass(db, classId);
  if (!row) throw notFound(messages.enrolment.classNotFound);
  if (row.teacherId === actor.uid) throw businessRule(messages.enrolment.ownClass);
  if (row.status !== "approved") {
    // Unapproved classes are invisible to everyone but their teacher and admins.
    throw actor.role === "admin"
      ? businessRule(messages.enrolment.classNotOpen)
      : notFound(messages.enrolment.classNotFound);
  }
  if (await repository.isEnrolled(db, classId, actor.uid)) throw conflict(messages.enrolment.alreadyEnrolled);
  return row;
}

/**
 * POST /create-payment-intent: prices the class from the database and creates (or finds again) the
 * provider's intent. The idempotency key names the student, the class and the price, so repeated calls
 * return the same open intent instead of piling up new ones; a price change or a canceled intent moves
 * the key on.
 */
export async function createPaymentIntent(deps: EnrolmentDeps, actor: Actor, classId: string) {
  const { db, payments } = deps;
  const live = await assertMayEnrol(db, actor, classId);
  for (let attempt = 0; attempt < 3; attempt++) {
    const canceled = await repository.countCanceledPayments(db, classId, actor.uid);
    const idempotencyKey = `enrol:${actor.uid}:${classId}:${live.priceCents}:${canceled}`;
    const created = await callProvider(deps, () =>
      payments.createIntent({
        amountCents: live.priceCents,
        currency: CURRENCY,
        metadata: { classId, studentUid: actor.uid },
        idempotencyKey,
      }),
    );
    const known = await repository.findPaymentByIntent(db, payments.kind, created.id);
    if (!known) {
      await repository.insertPayment(db, {
        provider: payments.kind,
        providerIntentId: created.id,
        classId,
        studentId: actor.uid,
        amountCents: live.priceCents,
        currency: CURRENCY,
        status: "created",
      });
    }
    // A replayed creation reports the intent as it was first created; ask for its state now.
    const current: Pick<RetrievedIntent, "status"> | null = known
      ? await callProvider(deps, () => payments.retrieveIntent(created.id))
      : created;
    const payment = known ?? (await repository.findPaymentByIntent(db, payments.kind, created.id));
    if (!payment) throw new Error("payment row missing after insert");

    if (current?.status === "canceled") {
      await repository.setPaymentStatus(db, payment.id, "canceled");
      continue;
    }
    if (current?.status === "succeeded") {
      // Paid earlier without the enrolment being processed (tab closed, no webhook): enrol now.
      await processEnrollment(deps, actor, { paymentIntentId: created.id, classId });
      throw conflict(messages.enrolment.alreadyEnrolled);
    }
    return {
      success: true as const,
      message: messages.enrolment.intentCreated,
      clientSecret: created.clientSecret,
      paymentIntentId: created.id,
      amount: centsToDollars(live.priceCents),
    };
  }
  throw new AppError("UNAVAILABLE", messages.enrolment.paymentUnavailable);
}

/**
 * POST /process-enrollment: asks the provider about the intent (never the browser) and enrols the caller
 * when it paid the recorded price for this class. Replays answer the same success.
 */
export async function processEnrollment(
  deps: EnrolmentDeps,
  actor: Actor,
  body: { paymentIntentId: string; classId: string },
): Promise<ProcessEnrollmentResponse> {
  const { db, payments } = deps;
  const payment = await repository.findPaymentByIntent(db, payments.kind, body.paymentIntentId);
  // Someone else's payment answers exactly like a missing one.
  if (!payment || payment.studentId !== actor.uid) throw notFound(messages.enrolment.paymentNotFound);
  if (payment.classId !== body.classId) throw businessRule(messages.enrolment.paymentClassMismatch);

  const intent = await callProvider(deps, () => payments.retrieveIntent(body.paymentIntentId));
  if (!intent) throw notFound(messages.enrolment.paymentNotFound);
  const problem = checkIntentPaysFor(intent, payment);
  if (problem) throw problem;

  const { alreadyEnrolled } = await fulfilPayment(db, payment, deps.log);
  return {
    success: true,
    message: alreadyEnrolled ? messages.enrolment.alreadyEnrolled : messages.enrolment.enrolled,
    ...(alreadyEnrolled ? { alreadyEnrolled: true } : {}),
  };
}

/** GET /students/{uid}/enrolled-classes: the student themself or an admin; anyone else gets a 404. */
export async function listEnrolledClasses(
  db: Db,
  actor: Actor,
  studentUid: string,
  query: EnrolledClassesQuery,
): Promise<EnrolledClassesResponse> {
  if (actor.uid !== studentUid && actor.role !== "admin") throw notFound();
  const [{ rows, total }, progress] = await Promise.all([
    repository.findEnrolledClassPage(db, studentUid, pageWindow(query.page, query.limit)),
    repository.countProgress(db, studentUid),
  ]);
  return {
    success: true,
    classes: rows.map((row) => ({ ...toPublicClass(row), enrolledAt: row.enrolledAt.toISOString() })),
    totalClasses: total,
    totalPages: totalPagesFor(total, query.limit),
    summary: { totalEnrolled: total, ...progress },
  };
}
