import type { Db } from "@classwise/db/client";
import { classes } from "@classwise/db/schema";
import { type ApplyCouponResponse, type CouponRecord, type CreateCouponBody, messages } from "@classwise/shared";
import { and, eq, isNull } from "drizzle-orm";
import { badRequest, conflict, forbidden, notFound } from "../../lib/errors.js";
import { type Actor, can } from "../../policy/index.js";
import { appendAudit } from "../audit/append.js";
import { priceWithCoupon } from "./pricing.js";
import * as repository from "./repository.js";

export interface CouponDeps {
  db: Db;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function toCouponRecord(row: repository.CouponRow): CouponRecord {
  return {
    _id: row.id,
    code: row.code,
    classId: row.classId,
    teacherId: row.teacherId,
    percentOff: row.percentOff,
    amountOffCents: row.amountOffCents,
    startsAt: iso(row.startsAt),
    expiresAt: iso(row.expiresAt),
    maxRedemptions: row.maxRedemptions,
    redeemedCount: row.redeemedCount,
    disabledAt: iso(row.disabledAt),
    createdAt: row.createdAt.toISOString(),
  };
}

async function liveClass(db: Db, classId: string) {
  const [row] = await db
    .select({ id: classes.id, teacherId: classes.teacherId, priceCents: classes.priceCents })
    .from(classes)
    .where(and(eq(classes.id, classId), isNull(classes.deletedAt)));
  return row;
}

/**
 * POST /coupons: a teacher's coupon for one of their classes or all of them; an admin's for any class or
 * every class (docs/payments.md "Coupons").
 */
export async function createCoupon(deps: CouponDeps, actor: Actor, body: CreateCouponBody) {
  const asAdmin = can(actor, "create:coupon", "any");
  let teacherId: string | null = asAdmin ? null : actor.uid;
  if (body.classId) {
    const found = await liveClass(deps.db, body.classId);
    if (!found) throw notFound(messages.coupons.classNotFound);
    if (!asAdmin && found.teacherId !== actor.uid) throw forbidden(messages.coupons.classNotYours);
    teacherId = found.teacherId;
  }
  // An admin's coupon is a money action: it is audited in the insert's transaction.
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await repository.insertCoupon(tx, {
      code: body.code,
      createdBy: actor.uid,
      teacherId,
      classId: body.classId ?? null,
      percentOff: body.percentOff ?? null,
      amountOffCents: body.amountOffCents ?? null,
      startsAt: body.startsAt ? new Date(body.startsAt) : null,
      expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
      maxRedemptions: body.maxRedemptions ?? null,
    });
    if (inserted && asAdmin) {
      await appendAudit(tx, {
        actor,
        action: "coupon.created",
        objectType: "coupon",
        objectId: inserted.id,
        after: {
          code: inserted.code,
          classId: inserted.classId,
          percentOff: inserted.percentOff,
          amountOffCents: inserted.amountOffCents,
          maxRedemptions: inserted.maxRedemptions,
          expiresAt: iso(inserted.expiresAt),
        },
      });
    }
    return inserted;
  });
  if (!row) throw conflict(messages.coupons.codeTaken);
  return { success: true as const, message: messages.coupons.created, coupon: toCouponRecord(row) };
}

/** GET /coupons: the caller's coupons (admins: every coupon), newest first. */
export async function listCoupons(deps: CouponDeps, actor: Actor) {
  const rows = await repository.listCoupons(deps.db, can(actor, "read:coupon", "any") ? null : actor.uid);
  return { success: true as const, coupons: rows.map(toCouponRecord) };
}

/** POST /coupons/apply: what the student would pay with the code, or why it does not apply; redeems nothing. */
export async function previewCoupon(
  deps: CouponDeps,
  actor: Actor,
  body: { classId: string; code: string },
): Promise<ApplyCouponResponse> {
  const found = await liveClass(deps.db, body.classId);
  if (!found) throw notFound(messages.enrolment.classNotFound);
  if (found.priceCents === 0) throw badRequest(messages.coupons.notForClass);
  const price = await priceWithCoupon(deps.db, {
    code: body.code,
    classId: found.id,
    teacherId: found.teacherId,
    studentId: actor.uid,
    listPriceCents: found.priceCents,
  });
  return {
    success: true,
    message: messages.coupons.applied,
    listPriceCents: price.listPriceCents,
    discountCents: price.discountCents,
    priceCents: price.priceCents,
  };
}

/**
 * POST /coupons/{id}/disable: a teacher's own coupon (another's answers 404 like a missing one), an admin's
 * any. One conditional UPDATE: disabling twice answers 409.
 */
export async function disableCoupon(deps: CouponDeps, actor: Actor, couponId: string) {
  const createdBy = can(actor, "update:coupon", "any") ? null : actor.uid;
  const found = await repository.findCoupon(deps.db, couponId, createdBy);
  if (!found) throw notFound(messages.coupons.unknown);
  const row = await repository.disableCoupon(deps.db, couponId);
  if (!row) throw conflict(messages.coupons.alreadyDisabled);
  return { success: true as const, message: messages.coupons.disabledDone, coupon: toCouponRecord(row) };
}
