import type { Db } from "@classwise/db/client";
import { MIN_CARD_CHARGE_CENTS, messages } from "@classwise/shared";
import { businessRule, notFound } from "../../lib/errors.js";
import type { CouponRow } from "./repository.js";
import * as repository from "./repository.js";

export interface CouponPrice {
  couponId: string;
  listPriceCents: number;
  discountCents: number;
  priceCents: number;
  /** The student already redeemed it for this class (an earlier intent): nothing is counted again. */
  reused: boolean;
}

/**
 * The discount of a coupon on a price, computed on the server only: percent rounded down, a fixed amount at
 * most the price. A result between 1 cent and the card minimum is raised to the minimum (cards cannot be
 * charged less); 0 is free.
 */
export function discountedPrice(coupon: Pick<CouponRow, "percentOff" | "amountOffCents">, listPriceCents: number) {
  const discount =
    coupon.percentOff !== null
      ? Math.floor((listPriceCents * coupon.percentOff) / 100)
      : Math.min(coupon.amountOffCents ?? 0, listPriceCents);
  let price = listPriceCents - discount;
  if (price > 0 && price < MIN_CARD_CHARGE_CENTS) price = Math.min(MIN_CARD_CHARGE_CENTS, listPriceCents);
  return { discountCents: listPriceCents - price, priceCents: price };
}

/**
 * Checks a code for a student and a class (docs/payments.md "Coupons"), with one refusal per reason:
 * unknown (404), not for this class, disabled, not started, expired, already used, used up (422).
 */
export async function priceWithCoupon(
  db: Db,
  input: { code: string; classId: string; teacherId: string; studentId: string; listPriceCents: number },
): Promise<CouponPrice> {
  const found = await repository.findCouponForStudent(db, input.code, input.studentId);
  if (!found) throw notFound(messages.coupons.unknown);
  const { coupon } = found;
  if (
    (coupon.classId && coupon.classId !== input.classId) ||
    (coupon.teacherId && coupon.teacherId !== input.teacherId)
  ) {
    throw businessRule(messages.coupons.notForClass);
  }
  if (coupon.disabledAt) throw businessRule(messages.coupons.disabled);
  if (!coupon.started) throw businessRule(messages.coupons.notStarted);
  if (coupon.expired) throw businessRule(messages.coupons.expired);
  const reused = found.redeemedFor === input.classId;
  if (found.redeemedFor && !reused) throw businessRule(messages.coupons.alreadyUsed);
  if (!reused && coupon.maxRedemptions !== null && coupon.redeemedCount >= coupon.maxRedemptions) {
    throw businessRule(messages.coupons.usedUp);
  }
  return {
    couponId: coupon.id,
    listPriceCents: input.listPriceCents,
    ...discountedPrice(coupon, input.listPriceCents),
    reused,
  };
}
